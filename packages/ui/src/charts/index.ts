// Charts for the analytics screens (visx). Public surface: explicit re-exports only.
export { TimeSeriesChart, timeSeriesTypes } from './TimeSeriesChart/index.ts';
export type { TimeSeriesChartProps, TimeSeriesDatum, TimeSeriesSeries, TimeSeriesType } from './TimeSeriesChart/index.ts';
export { BarList } from './BarList/index.ts';
export type { BarListItem, BarListProps } from './BarList/index.ts';
export { DonutChart } from './DonutChart/index.ts';
export type { DonutChartProps, DonutDatum } from './DonutChart/index.ts';
export { ByCountryView, preloadWorldMap } from './ByCountryView/index.ts';
export type { ByCountryViewProps, CountryDatum } from './ByCountryView/index.ts';
export { chartTones } from './shared/tones.ts';
export type { ChartTone } from './shared/tones.ts';
