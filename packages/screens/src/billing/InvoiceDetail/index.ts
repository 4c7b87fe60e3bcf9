export { InvoiceDetailScreen } from './InvoiceDetail.tsx';
export type { InvoiceDetailScreenProps, InvoiceDetailState } from './InvoiceDetail.tsx';
