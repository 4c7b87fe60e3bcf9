import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { billingAddress, businessAcme } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { BusinessScreen, type BusinessScreenProps, type BusinessValues } from './Business.tsx';

const meta = {
  title: 'Screens/Settings/Business',
  component: BusinessScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    business: businessAcme,
    address: billingAddress,
    canEdit: true,
    onSaveBusiness: fn<FormSubmit<BusinessValues>>(async () => undefined),
    onSaveAddress: fn(async () => undefined),
    onUploadLogo: fn<BusinessScreenProps['onUploadLogo']>(async () => undefined),
    onRemoveLogo: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof BusinessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Organisation name/)).toHaveValue('Acme Trading');
    await expect(canvas.getByRole('img', { name: 'Organisation logo' })).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'Invoice details' })).toBeVisible();
  },
};

export const SaveOrganisation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const name = canvas.getByLabelText(/^Organisation name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Acme Trading Group');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await waitFor(() =>
      expect(args.onSaveBusiness).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme Trading Group', country: 'AE' })),
    );
    await expect(await canvas.findByText("The organisation's details are saved.")).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Organisation name/));
    const email = canvas.getByLabelText(/^Email for invoices/);
    await userEvent.clear(email);
    await userEvent.type(email, 'accounts at acme');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await expect(await canvas.findByText('Organisation name is required')).toBeVisible();
    await expect(canvas.getByText('Email must be a valid address.')).toBeVisible();
    await expect(args.onSaveBusiness).not.toHaveBeenCalled();
  },
};

export const SaveFails: Story = {
  args: {
    onSaveBusiness: fn<FormSubmit<BusinessValues>>(async () => ({ [FORM_ERROR]: 'There was an error processing your request.' })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await expect(await canvas.findByText('There was an error processing your request.')).toBeVisible();
  },
};

/** Billing's tax ID rule, answered by the server (tax_id_invalid). */
export const TaxIdInvalid: Story = {
  args: {
    addressErrors: [{ field: 'tax_id', code: 'tax_id_invalid', message: 'The tax ID is not valid for the selected country.' }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The tax ID is not valid for the selected country.')).toBeVisible();
  },
};

export const NoInvoiceDetailsYet: Story = {
  args: { address: null, business: { ...businessAcme, logo_url: null, legal_name: null, invoice_email: null } },
  play: async ({ canvas, userEvent, args }) => {
    // The second Save is the invoice form's (billing's address form).
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[1]!);
    await expect(await canvas.findAllByText(/is required/)).not.toHaveLength(0);
    await expect(args.onSaveAddress).not.toHaveBeenCalled();
  },
};

/** billing:view without billing:edit. */
export const ReadOnly: Story = {
  args: { canEdit: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Only members allowed to edit billing can change them\./)).toBeVisible();
    await expect(canvas.getByLabelText(/^Organisation name/)).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Save' })).toBeNull();
    // The logo is shown, not offered for change.
    await expect(canvas.getByRole('img', { name: 'Organisation logo' })).toBeInTheDocument();
    await expect(canvas.queryByTestId('logo-drop')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  },
};

export const PermissionDenied: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const Offline: Story = {
  args: { state: 'error', offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline.')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'النشاط التجاري' })).toBeVisible();
  },
};

/** A real PNG's first bytes (the file's name and type are what the browser checks; the server reads the bytes). */
const pngFile = (name = 'logo.png') =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], name, { type: 'image/png' });

const logoInput = (canvasElement: HTMLElement) =>
  within(canvasElement).getByTestId('logo-drop').querySelector('input[type="file"]') as HTMLInputElement;

/** Picking a file uploads it at once; the current logo and a remove button are shown. */
export const UploadLogo: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await expect(canvas.getByRole('img', { name: 'Organisation logo' })).toHaveAttribute('src', businessAcme.logo_url);
    const file = pngFile();
    await userEvent.upload(logoInput(canvasElement), file);
    await waitFor(() => expect(args.onUploadLogo).toHaveBeenCalledWith(file));
    await userEvent.click(canvas.getByRole('button', { name: 'Remove logo' }));
    await expect(args.onRemoveLogo).toHaveBeenCalled();
  },
};

/** No logo yet: an empty square, the picker, no remove button. */
export const NoLogo: Story = {
  args: { business: { ...businessAcme, logo_url: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'No logo yet' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Remove logo' })).toBeNull();
  },
};

/** While the upload travels: the progress bar and its words; the picker waits. */
export const LogoUploading: Story = {
  args: { logoStatus: { state: 'uploading', progress: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Logo upload progress' })).toBeInTheDocument();
    await expect(canvas.getByText('Uploading the logo…')).toBeVisible();
  },
};
export const LogoUploadingRtl: Story = {
  args: { logoStatus: { state: 'uploading', progress: 60 } },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'تقدّم رفع الشعار' })).toHaveAttribute('value', '60');
    await expect(canvas.getByText('جارٍ رفع الشعار…')).toBeVisible();
  },
};

/** The server read the bytes and refused them (a GIF named .png): its reason, in the reader's language. */
const refusedPlay =
  (message: string): Story['play'] =>
  async ({ canvasElement, canvas, userEvent }) => {
    await userEvent.upload(logoInput(canvasElement), pngFile('renamed.png'));
    await expect(await canvas.findByText(message)).toBeVisible();
  };
const refusedArgs = { onUploadLogo: fn<BusinessScreenProps['onUploadLogo']>(async () => 'photo_type') };
export const LogoRefused: Story = { args: refusedArgs, play: refusedPlay('The logo must be a JPEG or PNG image') };
export const LogoRefusedDark: Story = {
  args: refusedArgs,
  globals: { theme: 'dark' },
  play: refusedPlay('The logo must be a JPEG or PNG image'),
};
export const LogoRefusedRtl: Story = {
  args: refusedArgs,
  globals: { locale: 'ar' },
  play: refusedPlay('يجب أن يكون الشعار صورة بصيغة JPEG أو PNG'),
};

/** Too large for the plan's upload limit: refused in the browser before anything is sent. */
export const LogoTooLarge: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.jpg', { type: 'image/jpeg' });
    await userEvent.upload(logoInput(canvasElement), big);
    // The picker's own reason comes first in the same line.
    await expect(await canvas.findByText(/The logo must be at most 5 MB/)).toBeVisible();
    await expect(args.onUploadLogo).not.toHaveBeenCalled();
  },
};

export const LogoTooSmall: Story = {
  args: { logoStatus: { state: 'rejected', code: 'photo_too_small' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The logo must be at least 64 × 64 pixels')).toBeVisible();
  },
};
