export { TimeSeriesChart, timeSeriesTypes } from './TimeSeriesChart.tsx';
export type { TimeSeriesChartProps, TimeSeriesDatum, TimeSeriesSeries, TimeSeriesType } from './TimeSeriesChart.tsx';
