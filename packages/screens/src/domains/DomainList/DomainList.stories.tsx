import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  domainActive,
  domainArabic,
  domainExpiringSoon,
  domainFailed,
  domainNoCertificate,
  domainNotVerified,
  domainPending,
  domainsAll,
} from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import { DomainListScreen } from './DomainList.tsx';

const meta = {
  title: 'Screens/Domains/DomainList',
  component: DomainListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    domains: domainsAll,
    now: STORY_NOW,
    onAdd: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    setupHref: (id: string) => `/settings/domains/${id}`,
    onVerify: fn(async () => undefined),
    onRemove: fn(async () => undefined),
  },
} satisfies Meta<typeof DomainListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AllStates: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(domainsAll.length + 1);
    await expect(within(table).getByText('Pending verification')).toBeVisible();
    await expect(within(table).getByText('Verification failed')).toBeVisible();
    await expect(within(table).getByText('Not verified')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Set up go.acme.example' })).toHaveAttribute(
      'href',
      `/settings/domains/${domainActive.id}`,
    );
  },
};

export const NotVerified: Story = {
  args: { domains: [domainNotVerified] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Verify go.acme-coffee.sa' }));
    await expect(args.onVerify).toHaveBeenCalledWith(domainNotVerified.id);
  },
};

export const Pending: Story = {
  args: { domains: [domainPending] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/TXT record .*_rabt-challenge\.links\.acme-coffee\.sa.* not found/)).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('We check DNS again every few minutes');
  },
};

export const Active: Story = {
  args: { domains: [domainActive] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Valid until May 2, 2026')).toBeVisible();
    await expect(canvas.getByText('128')).toBeVisible();
  },
};

export const FailedWithRetry: Story = {
  args: { domains: [domainFailed] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByText(/A record for .*acme-coffee\.sa.* points to .*203\.0\.113\.9.*, expected .*198\.51\.100\.7/),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry acme-coffee.sa' }));
    await expect(args.onVerify).toHaveBeenCalledWith(domainFailed.id);
  },
};

export const RetryFails: Story = {
  args: { domains: [domainFailed], onVerify: fn(async () => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry acme-coffee.sa' }));
    await expect(await canvas.findByText('The check could not be started. Please try again.')).toBeVisible();
  },
};

export const CertificateMissing: Story = {
  args: { domains: [domainNoCertificate] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No certificate')).toBeVisible();
  },
};

export const CertificateExpiringSoon: Story = {
  args: { domains: [domainExpiringSoon] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Expires in 6 days').closest('[data-certificate]')).toHaveAttribute(
      'data-certificate',
      'expiringSoon',
    );
  },
};

export const InternationalisedName: Story = { args: { domains: [domainArabic] } };

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { domains: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first domain' }));
    await expect(args.onAdd).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The domains could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const PlanLocked: Story = {
  args: { domains: [], locked: { plan: 'Business' } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Add domain' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Upgrade to Business' })).toBeVisible();
  },
};

export const RemoveConfirmation: Story = {
  args: { domains: [domainActive] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Remove go.acme.example' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('128 links use this domain and will be deleted with it.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await expect(args.onRemove).toHaveBeenCalledWith(domainActive.id);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'النطاقات المخصصة' })).toBeVisible();
    await expect(canvas.getByText('بانتظار التحقق')).toBeVisible();
    await expect(canvas.getByText(/لم يُعثر على سجل TXT/)).toBeVisible();
  },
};

export const RtlDarkRemove: Story = {
  args: { domains: [domainNoCertificate] },
  globals: { locale: 'ar', theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /إزالة/ }));
    await expect(await body().findByRole('dialog')).toHaveTextContent('12 رابطًا يستخدم هذا النطاق وسيُحذف معه.');
  },
};
