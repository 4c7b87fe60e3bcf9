export { CompanyListScreen } from './CompanyList.tsx';
export type { CompanyListScreenProps, CompanyListState } from './CompanyList.tsx';
