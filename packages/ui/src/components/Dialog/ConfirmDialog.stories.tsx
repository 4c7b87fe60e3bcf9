import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this link?',
    description: 'rabt.link/spring-sale stops redirecting and its 12,480 clicks of history are removed. This cannot be undone.',
    confirmLabel: 'Delete link',
    trigger: <Button variant="danger">Delete link</Button>,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Danger: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Cancel: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete link' }));
    await userEvent.click(await body.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const PrimaryTone: Story = {
  args: {
    defaultOpen: true,
    tone: 'primary',
    title: 'Switch to the yearly plan?',
    description: 'You will be charged USD 1,188.00 today, and your monthly plan ends now.',
    confirmLabel: 'Switch plan',
    trigger: undefined,
  },
};

/** Account deletion: the confirm button stays disabled until CONFIRM is typed exactly. */
export const TypeToConfirm: Story = {
  args: {
    title: 'Delete your account?',
    description: 'Your links, QR codes and cards are deleted, and your subscription is cancelled.',
    confirmLabel: 'Delete account',
    confirmWord: 'CONFIRM',
    trigger: <Button variant="danger">Delete account</Button>,
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete account' }));
    const dialog = await body.findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    const input = within(dialog).getByRole('textbox', { name: /Type CONFIRM to confirm/ });
    await expect(confirm).toBeDisabled();
    await userEvent.type(input, 'confirm');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'CONFIR');
    await expect(confirm).toBeDisabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await userEvent.type(input, 'M');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

/** While the confirm promise runs the button shows progress and the dialog cannot be dismissed. */
export const Loading: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Delete link/ }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Delete link/ })).toHaveAttribute('aria-busy', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
};

/** A rejected promise keeps the dialog open and shows why. */
export const Rejected: Story = {
  args: {
    defaultOpen: true,
    trigger: undefined,
    onConfirm: fn(() => Promise.reject(new Error('There was an error processing your request.'))),
  },
  play: async ({ args }) => {
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('There was an error processing your request.');
    await expect(within(dialog).getByRole('button', { name: 'Delete link' })).toBeEnabled();
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    defaultOpen: true,
    trigger: undefined,
    title: 'حذف حسابك؟',
    description: 'ستُحذف روابطك ورموز QR وبطاقاتك، وسيُلغى اشتراكك.',
    confirmLabel: 'حذف الحساب',
    confirmWord: 'CONFIRM',
  },
  play: async () => {
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('textbox', { name: /اكتب CONFIRM للتأكيد/ })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'إلغاء' })).toBeEnabled();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultOpen: true, trigger: undefined, confirmWord: 'CONFIRM' },
};
