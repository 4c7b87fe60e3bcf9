import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { billingAddress, cardVisa, paymentMethodsAll } from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import { LocalCardForm } from './LocalCardForm.tsx';
import { PaymentMethodsScreen } from './PaymentMethods.tsx';

const meta = {
  title: 'Screens/Billing/PaymentMethods',
  component: PaymentMethodsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    methods: paymentMethodsAll,
    address: billingAddress,
    canEdit: true,
    now: STORY_NOW,
    adding: false,
    cardEntry: <LocalCardForm onSubmit={fn(async () => undefined)} />,
    onAddOpen: fn(),
    onAddClose: fn(),
    challenge: null,
    onChallenge: fn(),
    onMakePrimary: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onEdit: fn(async () => undefined),
    onSaveAddress: fn(async () => undefined),
    onRetry: fn(),
    onGoHome: fn(),
  },
} satisfies Meta<typeof PaymentMethodsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
const dark = { theme: 'dark' };
const rtl = { locale: 'ar' };

export const Cards: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Primary')).toBeVisible();
    await expect(canvas.getByText('Expiring soon')).toBeVisible();
    await expect(canvas.getByText('Expired')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Mastercard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make primary: card ending 4444' }));
    await expect(args.onMakePrimary).toHaveBeenCalledWith('pm_mc');
  },
};
export const CardsDark: Story = { globals: dark };
export const CardsRtl: Story = {
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'وسائل الدفع' })).toBeVisible();
  },
};

export const NoPaymentMethod: Story = {
  args: { methods: [], address: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Add card' }).at(-1)!);
    await expect(args.onAddOpen).toHaveBeenCalled();
  },
};
export const NoPaymentMethodDark: Story = { args: { methods: [], address: null }, globals: dark };
export const NoPaymentMethodRtl: Story = { args: { methods: [], address: null }, globals: rtl };

export const AddCard: Story = { args: { methods: [cardVisa], adding: true } };
export const AddCardDark: Story = { args: { methods: [cardVisa], adding: true }, globals: dark };
export const AddCardRtl: Story = { args: { methods: [cardVisa], adding: true }, globals: rtl };

const declined = (code: string) => ({
  args: {
    methods: [cardVisa],
    adding: true,
    cardEntry: <LocalCardForm onSubmit={fn(async () => undefined)} initialFailure={{ code }} />,
  },
});
export const AddCardDeclinedGeneric: Story = declined('generic_decline');
export const AddCardDeclinedInsufficientFunds: Story = declined('insufficient_funds');
export const AddCardDeclinedExpired: Story = declined('expired_card');
export const AddCardDeclinedIncorrectCvc: Story = declined('incorrect_cvc');
export const AddCardDeclinedProcessingError: Story = declined('processing_error');
export const AddCardDeclinedIncorrectNumber: Story = declined('incorrect_number');
export const AddCardDeclinedRtl: Story = { ...declined('generic_decline'), globals: rtl };
/** Each decline code's Arabic message (spec §8), right to left. */
const declinedRtl = (code: string, arabic: string): Story => ({
  ...declined(code),
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(arabic)).toBeVisible();
  },
});
export const AddCardDeclinedInsufficientFundsRtl = declinedRtl(
  'insufficient_funds',
  'لا يوجد رصيد كافٍ في بطاقتك. يُرجى استخدام بطاقة أخرى أو التواصل مع البنك.',
);
export const AddCardDeclinedExpiredRtl = declinedRtl('expired_card', 'انتهت صلاحية بطاقتك. يُرجى استخدام بطاقة أخرى.');
export const AddCardDeclinedIncorrectCvcRtl = declinedRtl(
  'incorrect_cvc',
  'رمز أمان البطاقة غير صحيح. يُرجى التحقق منه والمحاولة مجددًا.',
);
export const AddCardDeclinedProcessingErrorRtl = declinedRtl(
  'processing_error',
  'حدث خطأ أثناء معالجة بطاقتك. يُرجى المحاولة مجددًا بعد قليل.',
);
export const AddCardDeclinedIncorrectNumberRtl = declinedRtl(
  'incorrect_number',
  'رقم البطاقة غير صحيح. يُرجى التحقق منه والمحاولة مجددًا.',
);
export const AddCardDeclinedDark: Story = { ...declined('generic_decline'), globals: dark };
export const AddCardDeclinedInsufficientFundsDark: Story = { ...declined('insufficient_funds'), globals: dark };
export const AddCardDeclinedExpiredDark: Story = { ...declined('expired_card'), globals: dark };
export const AddCardDeclinedIncorrectCvcDark: Story = { ...declined('incorrect_cvc'), globals: dark };
export const AddCardDeclinedProcessingErrorDark: Story = { ...declined('processing_error'), globals: dark };
export const AddCardDeclinedIncorrectNumberDark: Story = { ...declined('incorrect_number'), globals: dark };

export const AddCardSubmit: Story = {
  args: {
    methods: [],
    adding: true,
    cardEntry: <LocalCardForm onSubmit={fn(async () => Promise.reject({ code: 'incorrect_cvc', message: 'x' }))} />,
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(canvas.getByText('Name on card is required.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /Name on card/ }), 'Sara');
    await userEvent.type(canvas.getByRole('textbox', { name: /Card number/ }), '4000 0000 0000 0127');
    await userEvent.type(canvas.getByRole('textbox', { name: /Expiry/ }), '12/30');
    await userEvent.type(canvas.getByRole('textbox', { name: /Security code/ }), '123');
    await userEvent.click(canvas.getByRole('button', { name: 'Save card' }));
    await expect(await canvas.findByText("Your card's security code is incorrect. Please check it and try again.")).toBeVisible();
  },
};

export const AuthenticationRequired: Story = {
  args: { challenge: { methodId: 'pm_3ds' } },
  play: async ({ args, userEvent }) => {
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
    await expect(args.onChallenge).toHaveBeenCalledWith(false);
  },
};
export const AuthenticationRequiredDark: Story = { args: { challenge: { methodId: 'pm_3ds' } }, globals: dark };
export const AuthenticationRequiredRtl: Story = { args: { challenge: { methodId: 'pm_3ds' } }, globals: rtl };

/** The 3-D Secure challenge of a new card failed: the card is not saved and the page says why. */
export const AuthenticationFailed: Story = {
  args: { failure: { code: 'authentication_required', message: 'x' }, onFailureDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText('Your bank asks you to confirm this payment. Please complete the authentication.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onFailureDismiss).toHaveBeenCalled();
  },
};
export const AuthenticationFailedDark: Story = { args: AuthenticationFailed.args, globals: dark };
export const AuthenticationFailedRtl: Story = {
  args: AuthenticationFailed.args,
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('يطلب منك البنك تأكيد هذه الدفعة. يُرجى إكمال التحقق.')).toBeVisible();
  },
};

export const TaxIdInvalid: Story = {
  args: {
    addressErrors: [{ field: 'tax_id', code: 'tax_id_invalid', message: 'The tax ID is not valid for the selected country.' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The tax ID is not valid for the selected country.')).toBeVisible();
  },
};
export const TaxIdInvalidDark: Story = { ...TaxIdInvalid, globals: dark };
export const TaxIdInvalidRtl: Story = {
  args: TaxIdInvalid.args,
  globals: rtl,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('الرقم الضريبي غير صالح للبلد المحدد.')).toBeVisible();
  },
};

export const AddressRequired: Story = {
  args: { address: null },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Billing country is required.')).toBeVisible();
    await expect(args.onSaveAddress).not.toHaveBeenCalled();
  },
};

export const RemovePrimary: Story = {
  args: { onRemove: fn(async () => Promise.reject({ code: 'PRIMARY_METHOD_IN_USE' })) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove: card ending 4242' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('This is your primary card');
  },
};

export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add card' })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadingDark: Story = { args: { state: 'loading' }, globals: dark };
export const LoadingRtl: Story = { args: { state: 'loading' }, globals: rtl };
export const Offline: Story = { args: { state: 'offline' } };
export const OfflineDark: Story = { args: { state: 'offline' }, globals: dark };
export const OfflineRtl: Story = { args: { state: 'offline' }, globals: rtl };
export const PermissionDenied: Story = { args: { state: 'permissionDenied' } };
export const PermissionDeniedDark: Story = { args: { state: 'permissionDenied' }, globals: dark };
export const PermissionDeniedRtl: Story = { args: { state: 'permissionDenied' }, globals: rtl };
