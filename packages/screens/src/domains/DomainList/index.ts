export { DomainListScreen } from './DomainList.tsx';
export type { DomainListScreenProps, DomainListState } from './DomainList.tsx';
export { CertificateBadge, DomainStatusPill, certificateStatus, problemText } from './domainParts.tsx';
export type { CertificateStatus } from './domainParts.tsx';
