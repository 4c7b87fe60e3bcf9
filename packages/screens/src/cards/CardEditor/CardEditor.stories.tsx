import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { readOnlyNoticePlay } from '../../_parts/planLimitStory.ts';
import { cardArabic, cardLayla, companiesAll, companyAcme } from '@rabt/mocks/fixtures';
import { CardEditorScreen, type CardSubmitResult } from './CardEditor.tsx';

const meta = {
  title: 'Screens/Cards/CardEditor',
  component: CardEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    mode: 'create',
    companies: companiesAll,
    onSubmit: fn(async (): Promise<CardSubmitResult> => undefined),
    onCancel: fn(),
    onRetry: fn(),
    onNewCompany: fn(),
    onUpgrade: fn(),
    onPhoto: fn(async () => undefined),
    onRemovePhoto: fn(async () => undefined),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof CardEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /First name/ }), 'Layla');
    await userEvent.type(canvas.getByRole('textbox', { name: /Last name/ }), 'Haddad');
    // The preview follows the form as the user types.
    await expect(within(canvas.getByTestId('card-preview')).getByText('Layla Haddad')).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /Company/ }), companyAcme.id);
    await userEvent.type(canvas.getByRole('textbox', { name: /Job title/ }), 'Head of Sales');
    await userEvent.type(canvas.getByRole('textbox', { name: /Department/ }), 'Sales');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Email 1/ }), 'layla@acme-coffee.sa');
    await userEvent.click(canvas.getByRole('button', { name: 'Add phone' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Phone 1/ }), '+966 50 123 4567');
    await userEvent.click(canvas.getByRole('button', { name: 'Create card' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        first_name: 'Layla',
        company_id: companyAcme.id,
        phones: [{ label: '', value: '+966 50 123 4567' }],
      }),
      null,
    );
  },
};

export const RequiredErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create card' }));
    await expect(canvas.getByText('First name is required')).toBeVisible();
    await expect(canvas.getByText('Last name is required')).toBeVisible();
    await expect(canvas.getByText('Job title is required')).toBeVisible();
    await expect(canvas.getByText('Department is required')).toBeVisible();
    await expect(canvas.getByText('A valid company must be selected')).toBeVisible();
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const FormatErrors: Story = {
  args: {
    initialValues: {
      first_name: 'Layla2',
      last_name: 'Haddad!',
      job_title: 'Head <b>',
      department: 'Sales',
      company_id: companyAcme.id,
      emails: [{ label: 'Work', value: 'layla@' }],
      phones: [{ label: 'Office', value: '12345' }],
      websites: [{ label: 'Site', value: 'javascript:alert(1)' }],
      mobile: 'call me',
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create card' }));
    await expect(canvas.getByText('First name: letters only')).toBeVisible();
    await expect(canvas.getByText('Last name: letters only')).toBeVisible();
    await expect(canvas.getByText('Enter a valid email address')).toBeVisible();
    await expect(canvas.getAllByText('Enter a valid phone number with its country code, e.g. +966 50 123 4567')).toHaveLength(2);
    await expect(canvas.getByText('Enter a valid website, e.g. https://example.com')).toBeVisible();
    await expect(canvas.getByText(/Job title must be text/)).toBeVisible();
  },
};

export const ServerErrors: Story = {
  args: {
    initialValues: {
      first_name: 'Layla',
      last_name: 'Haddad',
      job_title: 'Head of Sales',
      department: 'Sales',
      company_id: companyAcme.id,
      emails: [{ label: '', value: 'layla@acme-coffee.sa' }],
    },
    onSubmit: fn(async () => ({ fields: { company_id: 'A valid company must be selected' } })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create card' }));
    await expect(await canvas.findByText('A valid company must be selected')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /First name/ })).toHaveValue('Layla');
  },
};

export const PreviewArabic: Story = {
  args: {
    initialValues: {
      ...cardArabic,
      prefix: '',
      suffix: '',
      pronouns: '',
      mobile: cardArabic.mobile ?? '',
      slogan: cardArabic.slogan ?? '',
    },
  },
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('card-preview');
    await expect(preview).toHaveAttribute('dir', 'rtl');
    await expect(within(preview).getByText('حفظ جهة الاتصال')).toBeVisible();
  },
};

export const PreviewEnglishInArabicApp: Story = {
  args: { mode: 'edit', card: cardLayla },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByTestId('card-preview')).getByText('Save contact')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'تعديل البطاقة' })).toBeVisible();
  },
};

export const Edit: Story = {
  args: { mode: 'edit', card: cardLayla },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('card-views')).toHaveTextContent('1,284');
    await expect(canvas.getByTestId('card-saves')).toHaveTextContent('312');
    await expect(canvas.getByRole('img', { name: 'QR code of the card' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete card' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await expect(args.onDelete).toHaveBeenCalled();
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** Spec §8: the card delete failure message. */
export const DeleteFails: Story = {
  args: { mode: 'edit', card: cardLayla, onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete card' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete card' }));
    await expect(await within(dialog).findByText('The card could not be deleted. Please try again.')).toBeVisible();
  },
};

export const PhotoUploading: Story = {
  args: { mode: 'edit', card: cardLayla, photoStatus: { state: 'uploading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading the photo…', { selector: '[role="status"]' })).toBeVisible();
    await expect(canvas.getByLabelText('Photo')).toBeDisabled();
  },
};

export const PhotoRejected: Story = {
  args: { mode: 'edit', card: cardArabic, photoStatus: { state: 'rejected', code: 'photo_type' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The photo must be a JPEG or PNG image')).toBeVisible();
  },
};

export const PhotoTooLarge: Story = {
  args: { mode: 'edit', card: cardArabic, photoStatus: { state: 'rejected', code: 'photo_too_large' } },
};

export const NoCompanies: Story = {
  args: { companies: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'New company' }));
    await expect(args.onNewCompany).toHaveBeenCalled();
  },
};

export const LimitReached: Story = {
  args: { state: 'limitReached', limit: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('You have reached your plan’s card limit')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const PermissionDenied: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading', mode: 'edit' } };
export const LoadError: Story = { args: { state: 'error', mode: 'edit', message: null } };
export const NotFound: Story = { args: { state: 'notFound', mode: 'edit' } };

export const Dark: Story = { args: { mode: 'edit', card: cardLayla }, globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'بطاقة جديدة' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء البطاقة' }));
    await expect(canvas.getByText('الاسم الأول مطلوب')).toBeVisible();
  },
};

export const RtlDarkEdit: Story = { args: { mode: 'edit', card: cardArabic }, globals: { locale: 'ar', theme: 'dark' } };

/** A card over the plan's limit after a downgrade (decision 075): why, and the upgrade link. */
const readOnlyHref = `/billing/upgrade?resource=cards&return=%2Fcards%2F${cardLayla.id}`;
const readOnlyArgs = {
  mode: 'edit',
  card: { ...cardLayla, read_only: true },
  planBlock: {
    kind: 'readOnly',
    resource: 'cards',
    limit: 1,
    usage: 3,
    plan: 'Starter',
    upgradeHref: readOnlyHref,
  },
} satisfies Partial<Story['args']>;

const readOnlyPlay = (text: string, cta: string) => readOnlyNoticePlay(text, cta, readOnlyHref);

export const ReadOnly: Story = {
  args: readOnlyArgs,
  play: readOnlyPlay('Your plan allows 1 business cards and your organisation has 3', 'Upgrade to Starter'),
};
export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: 'dark' } };
export const ReadOnlyRtl: Story = {
  args: { ...readOnlyArgs, card: { ...cardArabic, read_only: true } },
  globals: { locale: 'ar' },
  play: readOnlyPlay('تسمح خطتك بـ 1 بطاقة أعمال، ولدى مؤسستك 3', 'الترقية إلى Starter'),
};
