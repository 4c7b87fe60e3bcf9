import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accessRequestJoin, accessRequestPending, accessRequestsAll, rolesAll } from '@rabt/mocks/fixtures';
import { RequestsScreen } from './Requests.tsx';

const meta = {
  title: 'Screens/Settings/Requests',
  component: RequestsScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    requests: accessRequestsAll,
    roles: rolesAll,
    canDecide: true,
    onApprove: fn(async () => undefined),
    onDecline: fn(async () => undefined),
    onRetry: fn(),
  },
} satisfies Meta<typeof RequestsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const EveryState: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Domains · Create')).toBeVisible();
    await expect(canvas.getAllByText('To join the organisation').length).toBe(2);
    await expect(canvas.getByText('Role: Link publisher')).toBeVisible();
    await expect(canvas.getByText('Declined')).toBeVisible();
  },
};

export const ApproveWithRole: Story = {
  args: { requests: [accessRequestPending] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Approve ${accessRequestPending.name}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Role' }), 'editor');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await expect(args.onApprove).toHaveBeenCalledWith(accessRequestPending.id, 'editor');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Decline: Story = {
  args: { requests: [accessRequestJoin] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Decline ${accessRequestJoin.name}` }));
    await expect(args.onDecline).toHaveBeenCalledWith(accessRequestJoin.id);
  },
};

export const DeclineFails: Story = {
  args: { requests: [accessRequestJoin], onDecline: fn(async () => Promise.reject(new Error('x'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Decline ${accessRequestJoin.name}` }));
    await expect(await canvas.findByText('The request could not be declined.')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { requests: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No requests/)).toBeVisible();
  },
};

export const ReadOnly: Story = {
  args: { canDecide: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /Approve/ })).toBeNull();
  },
};

export const Loading: Story = { args: { state: 'loading' } };

export const LoadError: Story = { args: { state: 'error', message: null } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الطلبات' })).toBeVisible();
    await expect(canvas.getByText('النطاقات · إنشاء')).toBeVisible();
  },
};
