export { RequestsScreen } from './Requests.tsx';
export type { RequestsScreenProps, RequestsState } from './Requests.tsx';
