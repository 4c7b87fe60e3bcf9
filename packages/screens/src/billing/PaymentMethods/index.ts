export { PaymentMethodsScreen, BILLING_COUNTRIES } from './PaymentMethods.tsx';
export type { PaymentMethodsScreenProps, PaymentMethodsState } from './PaymentMethods.tsx';
export { LocalCardForm } from './LocalCardForm.tsx';
export type { LocalCardFormProps, LocalCardValues } from './LocalCardForm.tsx';
