import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ErrorCode } from '@rabt/contract';
import {
  certificateMismatchErrors,
  domainActive,
  domainArabic,
  domainExpiringSoon,
  domainFailed,
  domainNoCertificate,
  domainNotVerified,
  domainPending,
  samplePem,
} from '@rabt/mocks/fixtures';
import { STORY_NOW } from '../../_parts/storyChrome.tsx';
import type { DomainAddFailure } from '../DomainAdd/DomainAdd.tsx';
import { DomainSetupScreen } from './DomainSetup.tsx';

const meta = {
  title: 'Screens/Domains/DomainSetup',
  component: DomainSetupScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    domain: domainNotVerified,
    now: STORY_NOW,
    backHref: '/settings/domains',
    onVerify: fn(async () => undefined),
    onUploadCertificate: fn(async (_certificate: string, _key: string): Promise<DomainAddFailure | void> => undefined),
    onRemoveCertificate: fn(async () => undefined),
    onRemove: fn(async () => undefined),
    onRetry: fn(),
    onCopied: fn(),
  },
} satisfies Meta<typeof DomainSetupScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NotVerifiedInstructions: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const ownership = canvas.getByRole('table', { name: 'Records to create' });
    await expect(within(ownership).getByText('_rabt-challenge.go.acme-coffee.sa')).toBeVisible();
    const cname = canvas.getByRole('table', { name: 'Option 1: CNAME (recommended)' });
    await expect(within(cname).getByText('cname.rabt.example')).toBeVisible();
    const addresses = canvas.getByRole('table', { name: 'Option 2: A/AAAA records' });
    await expect(within(addresses).getByText('198.51.100.7')).toBeVisible();
    await expect(within(addresses).getByText('2001:db8::7')).toBeVisible();
    await expect(
      canvas.getByText(/is a subdomain: add the CNAME record \(recommended\) or the A\/AAAA records, not both/),
    ).toBeVisible();
    await expect(within(ownership).getByRole('button', { name: 'Copy the value of the TXT record' })).toBeVisible();
    await expect(within(ownership).getByRole('button', { name: 'Copy the name of the TXT record' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Verify DNS records' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { domain: domainPending },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Verification in progress')).toBeVisible();
    await expect(canvas.getByTestId('domain-problems')).toHaveTextContent('_rabt-challenge.links.acme-coffee.sa');
    await expect(canvas.getByText(/^Last checked/)).toBeVisible();
  },
};

export const FailedApexWithRetry: Story = {
  args: { domain: domainFailed },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByTestId('domain-problems')).toHaveTextContent('points to');
    await expect(canvas.getByText(/is a root domain \(apex\)\. DNS does not allow a CNAME record there/)).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'Option 1: CNAME (recommended)' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry verification' }));
    await expect(args.onVerify).toHaveBeenCalled();
  },
};

export const Active: Story = {
  args: { domain: domainActive },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/go\.acme\.example.* is active/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Verify DNS records' })).toBeNull();
  },
};

export const CertificateMissing: Story = {
  args: { domain: domainNoCertificate },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('No certificate yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upload certificate' }));
    await expect(canvas.getByText('SSL certificate is required')).toBeVisible();
    await expect(canvas.getByText('Private key is required')).toBeVisible();
    await expect(args.onUploadCertificate).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByLabelText(/^Certificate chain/));
    await userEvent.paste(samplePem.certificate);
    await userEvent.click(canvas.getByLabelText(/^Private key/));
    await userEvent.paste(samplePem.privateKey);
    await userEvent.click(canvas.getByRole('button', { name: 'Upload certificate' }));
    await expect(args.onUploadCertificate).toHaveBeenCalledWith(samplePem.certificate, samplePem.privateKey);
    await expect(await canvas.findByText(/Certificate saved/)).toBeVisible();
  },
};

export const CertificateExpiringSoon: Story = {
  args: { domain: domainExpiringSoon },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('The certificate expires in 6 days')).toBeVisible();
    await expect(canvas.getByText('links.acme.com.sa', { selector: 'dd' })).toBeVisible();
  },
};

export const CertificateKeyMismatch: Story = {
  args: {
    domain: domainNoCertificate,
    certificateFailure: { code: ErrorCode.VALIDATION_FAILED, details: certificateMismatchErrors },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The certificate and private key could not be used.');
    await expect(canvas.getByText('The private key does not match the certificate')).toBeVisible();
  },
};

export const RemoveConfirmation: Story = {
  args: { domain: domainActive },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('128 links use it.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove domain' }));
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('128 links use this domain and will be deleted with it. This cannot be undone.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove domain' }));
    await expect(args.onRemove).toHaveBeenCalled();
  },
};

export const InternationalisedName: Story = { args: { domain: domainArabic } };

export const Loading: Story = { args: { state: 'loading' } };

export const NotFound: Story = {
  args: { state: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Resource not found')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { state: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, args: { domain: domainPending } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '١. أثبت ملكيتك للنطاق' })).toBeVisible();
    await expect(canvas.getByRole('table', { name: 'الخيار ١: CNAME (موصى به)' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'تحقّق من سجلات DNS' })).toBeVisible();
  },
};

export const RtlDarkFailed: Story = {
  globals: { locale: 'ar', theme: 'dark' },
  args: { domain: domainFailed },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('domain-problems')).toHaveTextContent('يشير إلى');
    await expect(canvas.getByText(/نطاق جذري \(apex\)/)).toBeVisible();
  },
};

export const RtlCertificateExpiringSoon: Story = { globals: { locale: 'ar' }, args: { domain: domainExpiringSoon } };
