export { ByCountryView } from './ByCountryView.tsx';
export type { ByCountryViewProps, CountryDatum } from './ByCountryView.tsx';
