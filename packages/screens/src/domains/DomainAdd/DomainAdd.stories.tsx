import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DOMAIN_DUPLICATE_MESSAGE, ErrorCode } from '@rabt/contract';
import type { PlanBlock } from '../../_parts/PlanLimitNotice.tsx';
import { DomainAddScreen, type DomainAddFailure } from './DomainAdd.tsx';

const meta = {
  title: 'Screens/Domains/DomainAdd',
  component: DomainAddScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => undefined), onCancel: fn(), onUpgrade: fn() },
} satisfies Meta<typeof DomainAddScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(canvas.getByText('Domain is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submits: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Domain/), '  Go.Acme-Coffee.SA ');
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('go.acme-coffee.sa');
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const field = canvas.getByLabelText(/^Domain/);
    for (const [typed, message] of [
      ['https://go.acme-coffee.sa', 'Enter the domain only, without http:// or https://'],
      ['go.acme-coffee.sa/menu', 'Enter the domain only, without a path'],
      ['go.acme-coffee.sa:8443', 'Enter the domain only, without a port'],
      ['203.0.113.9', 'Enter a domain name, not an IP address'],
      ['acme', 'Enter a full domain name with a dot, e.g. go.example.com'],
    ] as const) {
      await userEvent.clear(field);
      await userEvent.type(field, typed);
      await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const InternationalisedName: Story = {
  args: { defaultValue: 'قهوة.السعودية' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Will be added as xn--/)).toBeVisible();
  },
};

export const Duplicate: Story = {
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({
      code: ErrorCode.DOMAIN_DUPLICATE,
      message: DOMAIN_DUPLICATE_MESSAGE,
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Requested domain is claimed.');
  },
};

export const OwnDomainRefused: Story = {
  args: {
    defaultValue: 'evil.rabt.link',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({
      code: ErrorCode.VALIDATION_FAILED,
      details: [{ field: 'name', code: 'own_domain', message: 'This is one of Rabt’s own domains; add a domain you own' }],
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(await canvas.findByText('This is one of Rabt’s own domains; add a domain you own')).toBeVisible();
  },
};

export const AddFailed: Story = {
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({ code: ErrorCode.UNKNOWN_ERROR })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The domain could not be added. Please try again.');
  },
};

export const PlanLimit: Story = {
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({ code: ErrorCode.PLAN_LIMIT_REACHED })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Plan domains limit reached');
  },
};

export const PlanLocked: Story = {
  args: { locked: { plan: 'Business' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText(/^Domain/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Business' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const PlanLockedByServer: Story = {
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({
      code: ErrorCode.PLAN_LOCKED,
      details: { feature: 'branded_domains' },
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    await expect(await canvas.findByRole('button', { name: /Upgrade to/ })).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 'go.acme-coffee.sa' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({
      code: ErrorCode.DOMAIN_DUPLICATE,
      message: DOMAIN_DUPLICATE_MESSAGE,
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'إضافة نطاق مخصص' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة النطاق' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('النطاق المطلوب مُسجَّل لدى حساب آخر.');
  },
};

export const RtlDarkInvalid: Story = {
  globals: { locale: 'ar', theme: 'dark' },
  args: { defaultValue: 'https://go.acme-coffee.sa' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة النطاق' }));
    // The scheme is isolated (LRI…PDI) so its punctuation is not reordered in the Arabic sentence.
    await expect(canvas.getByText(/أدخل النطاق فقط، بدون \u2066http:\/\/\u2069/)).toBeVisible();
  },
};

/** 409 PLAN_LIMIT_REACHED read by the app: the limit named and the upgrade link (issue 16 item 5). */
const domainsLimit: PlanBlock = {
  kind: 'limit',
  resource: 'domains',
  limit: 3,
  usage: 3,
  fits: 0,
  plan: 'Enterprise',
  upgradeHref: '/billing/upgrade?resource=domains&return=%2Fsettings%2Fdomains%2Fnew',
};
export const PlanLimitWithUpgrade: Story = {
  args: {
    defaultValue: 'go.acme-coffee.sa',
    onSubmit: fn(async (_name: string): Promise<DomainAddFailure | void> => ({
      code: ErrorCode.PLAN_LIMIT_REACHED,
      planBlock: domainsLimit,
    })),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add domain' }));
    const notice = await canvas.findByTestId('plan-limit');
    await expect(notice).toHaveTextContent('Your plan allows 3 branded domains and your organisation has 3.');
    await expect(canvas.getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute('href', domainsLimit.upgradeHref);
  },
};
export const RtlPlanLimitWithUpgrade: Story = {
  ...PlanLimitWithUpgrade,
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إضافة النطاق' }));
    await expect(await canvas.findByRole('link', { name: 'الترقية إلى Enterprise' })).toBeVisible();
  },
};
