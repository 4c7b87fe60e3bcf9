export { NotFoundScreen } from './NotFound.tsx';
export type { NotFoundScreenProps } from './NotFound.tsx';
