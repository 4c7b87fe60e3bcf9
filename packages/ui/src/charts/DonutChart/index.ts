export { DonutChart } from './DonutChart.tsx';
export type { DonutChartProps, DonutDatum } from './DonutChart.tsx';
