import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { companyAcme, companyNoLogo } from '@rabt/mocks/fixtures';
import { CompanyEditorScreen } from './CompanyEditor.tsx';

const meta = {
  title: 'Screens/Cards/CompanyEditor',
  component: CompanyEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    mode: 'create',
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onRetry: fn(),
    onLogo: fn(async () => undefined),
    onRemoveLogo: fn(async () => undefined),
  },
} satisfies Meta<typeof CompanyEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Create: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Company name/ }), 'Acme');
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Acme', card_theme: 'classic' }), null);
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Phone/ }), '123');
    await userEvent.type(canvas.getByRole('textbox', { name: /Website/ }), 'mailto:x@y.z');
    await userEvent.click(canvas.getByRole('button', { name: 'Create company' }));
    await expect(canvas.getByText('Company name is required')).toBeVisible();
    await expect(canvas.getByText('Enter a valid website, e.g. https://example.com')).toBeVisible();
    await expect(canvas.getByText(/Enter a valid phone number/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const EditWithLogo: Story = { args: { mode: 'edit', company: companyAcme } };
export const EditWithoutLogo: Story = { args: { mode: 'edit', company: companyNoLogo } };
export const LogoUploading: Story = { args: { mode: 'edit', company: companyNoLogo, logoStatus: { state: 'uploading' } } };
export const LogoRejected: Story = {
  args: { mode: 'edit', company: companyNoLogo, logoStatus: { state: 'rejected', code: 'photo_unreadable' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The photo could not be read; try another image')).toBeVisible();
  },
};
export const Loading: Story = { args: { state: 'loading', mode: 'edit' } };
export const LoadError: Story = { args: { state: 'error', mode: 'edit', message: null } };
export const PermissionDenied: Story = { args: { state: 'forbidden', mode: 'edit' } };
export const Dark: Story = { args: { mode: 'edit', company: companyAcme }, globals: { theme: 'dark' } };
export const Rtl: Story = { args: { mode: 'edit', company: companyNoLogo }, globals: { locale: 'ar' } };
