export { DomainAddScreen } from './DomainAdd.tsx';
export type { DomainAddFailure, DomainAddScreenProps } from './DomainAdd.tsx';
