export { InvoicesScreen } from './Invoices.tsx';
export type { InvoicesScreenProps, InvoicesState } from './Invoices.tsx';
