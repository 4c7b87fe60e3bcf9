export { CardListScreen } from './CardList.tsx';
export type { CardListScreenProps, CardListState } from './CardList.tsx';
