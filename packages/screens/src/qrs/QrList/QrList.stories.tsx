import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { accountAcme, qrImage, qrPdf, qrsAll, qrUrl, qrWifi } from '@rabt/mocks/fixtures';
import { QrListScreen } from './QrList.tsx';

const meta = {
  title: 'Screens/QR codes/QrList',
  component: QrListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    qrs: qrsAll,
    total: qrsAll.length,
    page: 1,
    perPage: 20,
    query: '',
    type: 'all',
    workspaceNames: { [accountAcme.default_workspace_id]: 'Marketing' },
    onQueryChange: fn(),
    onTypeChange: fn(),
    onPageChange: fn(),
    onCreate: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    editHref: (id: string) => `/qrs/${id}`,
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof QrListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AllTypes: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(qrsAll.length + 1);
    await expect(within(table).getByText('1,284')).toBeVisible();
    await expect(within(table).getByText('Not tracked')).toBeVisible();
    await expect(within(table).getAllByText('Marketing')).toHaveLength(qrsAll.length);
    await expect(canvas.getByRole('link', { name: qrUrl.name })).toHaveAttribute('href', `/qrs/${qrUrl.id}`);
  },
};

export const SearchAndFilter: Story = {
  args: { qrs: [qrWifi], total: 1, query: 'guest', type: 'wifi' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search by name' }), 'x');
    await expect(args.onQueryChange).toHaveBeenCalledWith('guestx');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Type' }), 'pdf');
    await expect(args.onTypeChange).toHaveBeenCalledWith('pdf');
  },
};

export const NoResults: Story = {
  args: { qrs: [], total: 0, query: 'zzz', type: 'image' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No QR codes match these filters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onTypeChange).toHaveBeenCalledWith('all');
  },
};

export const Empty: Story = {
  args: { qrs: [], total: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create your first QR code' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const Paged: Story = {
  args: { qrs: [qrImage, qrPdf], total: 45, page: 2, perPage: 2 },
};

export const Loading: Story = { args: { state: 'loading' } };

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The QR codes could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Offline: Story = {
  args: { state: 'error', offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline.')).toBeVisible();
  },
};

export const PermissionDenied: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create QR code' })).toBeNull();
  },
};

export const LimitReached: Story = {
  args: { limit: { limit: 10, usage: 10, plan: 'Pro' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Create QR code' })).toBeDisabled();
    await expect(canvas.getByText(/Your plan includes 10 QR codes and 10 are in use/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Pro' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const DeleteFails: Story = {
  args: { qrs: [qrUrl], total: 1, onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${qrUrl.name}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete QR code' }));
    await expect(args.onDelete).toHaveBeenCalledWith(qrUrl.id);
    await waitFor(() => expect(dialog).toHaveTextContent('The QR code could not be deleted. Please try again.'));
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'رموز QR' })).toBeVisible();
    await expect(canvas.getByText('قائمة رمضان')).toBeVisible();
    await expect(canvas.getByText('غير متتبَّع')).toBeVisible();
  },
};

export const RtlDarkLimit: Story = {
  args: { limit: { limit: 10, usage: 10, plan: 'Pro' } },
  globals: { locale: 'ar', theme: 'dark' },
};

/** After a downgrade: the codes over the plan's limit are marked, and the notice says why (decision 075). */
const readOnlyNotice = {
  kind: 'readOnly',
  resource: 'qrs',
  limit: 10,
  usage: 11,
  plan: 'Pro',
  upgradeHref: '/billing/upgrade?resource=qrs&return=%2Fqrs',
} as const;
export const ReadOnlyOverLimit: Story = {
  args: { qrs: [qrUrl, { ...qrWifi, read_only: true }], total: 2, readOnlyNotice },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-limit')).toHaveTextContent('the newest beyond the limit are read-only');
    await expect(canvas.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', readOnlyNotice.upgradeHref);
    await expect(canvas.getAllByTestId('read-only')).toHaveLength(1);
  },
};
export const ReadOnlyOverLimitDark: Story = { ...ReadOnlyOverLimit, globals: { theme: 'dark' } };
export const ReadOnlyOverLimitRtl: Story = {
  args: ReadOnlyOverLimit.args,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('للقراءة فقط')).toBeVisible();
  },
};

/* The list states once more in Arabic and dark: no codes yet, loading, offline, permission denied. */
const rtlDark = { locale: 'ar', theme: 'dark' } as const;

export const EmptyRtlDark: Story = {
  args: { qrs: [], total: 0 },
  globals: rtlDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'أنشئ أول رمز QR' })).toBeVisible();
  },
};
export const LoadingRtlDark: Story = { args: { state: 'loading' }, globals: rtlDark };
export const OfflineRtlDark: Story = {
  args: { state: 'error', offline: true },
  globals: rtlDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('أنت غير متصل بالإنترنت.')).toBeVisible();
  },
};
export const PermissionDeniedRtlDark: Story = {
  args: { state: 'forbidden' },
  globals: rtlDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ليست لديك صلاحيات لعرض هذه الصفحة')).toBeVisible();
  },
};
