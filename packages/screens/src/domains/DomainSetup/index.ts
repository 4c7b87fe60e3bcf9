export { DomainSetupScreen } from './DomainSetup.tsx';
export type { DomainSetupScreenProps, DomainSetupState } from './DomainSetup.tsx';
export { DomainRecords } from './DomainRecords.tsx';
export type { DomainRecordsProps } from './DomainRecords.tsx';
export { DomainCertificateForm } from './DomainCertificateForm.tsx';
export type { DomainCertificateFormProps } from './DomainCertificateForm.tsx';
