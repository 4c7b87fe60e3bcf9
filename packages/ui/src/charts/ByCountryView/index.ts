export { ByCountryView, preloadWorldMap } from './ByCountryView.tsx';
export type { ByCountryViewProps, CountryDatum } from './ByCountryView.tsx';
