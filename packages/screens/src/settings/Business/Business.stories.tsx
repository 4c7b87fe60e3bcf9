import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { billingAddress, businessAcme } from '@rabt/mocks/fixtures';
import { FORM_ERROR, type FormSubmit } from '../../_parts/submitErrors.ts';
import { BusinessScreen, type BusinessValues } from './Business.tsx';

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
      expect(args.onSaveBusiness).toHaveBeenCalledWith(
        expect.objectContaining({ name: 'Acme Trading Group', country: 'AE', logo_url: businessAcme.logo_url }),
      ),
    );
    await expect(await canvas.findByText("The organisation's details are saved.")).toBeVisible();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.clear(canvas.getByLabelText(/^Organisation name/));
    const logo = canvas.getByLabelText(/^Logo address/);
    await userEvent.clear(logo);
    await userEvent.type(logo, 'acme logo');
    const email = canvas.getByLabelText(/^Email for invoices/);
    await userEvent.clear(email);
    await userEvent.type(email, 'accounts at acme');
    await userEvent.click(canvas.getAllByRole('button', { name: 'Save' })[0]!);
    await expect(await canvas.findByText('Organisation name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a full web address starting with https://')).toBeVisible();
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
