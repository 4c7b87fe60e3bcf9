import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { readOnlyNoticePlay } from '../../_parts/planLimitStory.ts';
import { DEFAULT_DESIGN } from '@rabt/contract';
import { cardDisplayName } from '@rabt/contract';
import {
  cardArabic,
  cardLayla,
  MOCK_SHORT_DOMAIN,
  QR_MOCK_LOGO,
  qrDesignArabic,
  qrPdf,
  qrScansEmpty,
  qrScansFull,
  qrUrl,
  qrWifi,
} from '@rabt/mocks/fixtures';
import { QrEditorScreen } from './QrEditor.tsx';

const meta = {
  title: 'Screens/QR codes/QrEditor',
  component: QrEditorScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    mode: 'create',
    previewDomain: MOCK_SHORT_DOMAIN,
    onSubmit: fn(async () => undefined),
    onCancel: fn(),
    onRetry: fn(),
    onUpgrade: fn(),
    onDownload: fn(),
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof QrEditorScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** The account's cards a code can open (type "Business card"). */
const cards = [cardLayla, cardArabic].map((c) => ({ id: c.id, name: cardDisplayName(c), public_url: c.public_url }));

export const NewUrl: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Spring menu');
    await userEvent.type(canvas.getByRole('textbox', { name: /Destination URL/ }), 'https://acme.example/menu');
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'url', name: 'Spring menu', long_url: 'https://acme.example/menu' }),
    );
    await expect(canvas.getByTestId('qr-preview')).toBeVisible();
  },
};

export const UrlValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Destination URL/ }), 'acme menu');
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(canvas.getByText('Enter a name for the QR code.')).toBeVisible();
    await expect(canvas.getByText('Enter a full web address starting with http:// or https://.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WifiValidation: Story = {
  args: { initialValues: { type: 'wifi', name: 'Guest', ssid: '', password: 'short' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(canvas.getByText('Enter the network name (SSID).')).toBeVisible();
    await expect(canvas.getByText('A WPA password has 8 to 63 characters.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const WifiSpecialCharacters: Story = {
  args: {
    initialValues: {
      type: 'wifi',
      name: 'Café',
      ssid: 'Kawiarnia "Pod; Lipą", 2.4GHz',
      password: 'p@ss:word;with\\back,slash',
      hidden: true,
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ ssid: 'Kawiarnia "Pod; Lipą", 2.4GHz', hidden: true }),
    );
  },
};

export const PdfNoFile: Story = {
  args: { initialValues: { type: 'pdf', name: 'Menu' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(canvas.getByText('Choose a file to upload.')).toBeVisible();
  },
};

export const UploadInProgress: Story = {
  args: { initialValues: { type: 'image', name: 'Poster' }, upload: { state: 'uploading', progress: 42 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Uploading… 42%')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '42');
  },
};

export const UploadRejected: Story = {
  args: {
    initialValues: { type: 'pdf', name: 'Menu' },
    upload: { state: 'rejected', code: 'wrong_type' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This file is not a PDF. Upload a PDF document.');
  },
};

/** The server's refusal in Arabic, dark: an image over the size limit. */
export const UploadRejectedRtlDark: Story = {
  args: {
    initialValues: { type: 'image', name: 'ملصق' },
    upload: { state: 'rejected', code: 'too_large' },
  },
  globals: { locale: 'ar', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('لم يُقبل الملف');
    await expect(canvas.getByRole('alert')).toHaveTextContent('يمكن أن يكون الملف 5 ميغابايت كحد أقصى.');
  },
};

/** Upload progress in Arabic, dark. */
export const UploadInProgressRtlDark: Story = {
  args: { initialValues: { type: 'pdf', name: 'قائمة' }, upload: { state: 'uploading', progress: 42 } },
  globals: { locale: 'ar', theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('value', '42');
  },
};

export const DesignBrand: Story = {
  args: { initialValues: { name: 'Spring menu', long_url: 'https://acme.example/', design: { ...qrUrl.design } } },
};

export const DesignLowContrastRefused: Story = {
  args: {
    initialValues: {
      name: 'Grey',
      long_url: 'https://acme.example/',
      design: { ...DEFAULT_DESIGN, fg: '#8a8a8a', bg: '#b0b0b0' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('design-problems')).toHaveTextContent('The colours are too close to scan reliably.');
    await expect(canvas.getByRole('button', { name: 'Create QR code' })).toBeDisabled();
  },
};

export const DesignInvertedRefused: Story = {
  args: {
    initialValues: {
      name: 'Dark',
      long_url: 'https://acme.example/',
      design: { ...DEFAULT_DESIGN, fg: '#ffffff', bg: '#111111' },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('design-problems')).toHaveTextContent('Light dots on a dark background');
  },
};

export const DesignLogoTooLargeRefused: Story = {
  args: {
    initialValues: {
      name: 'Logo',
      long_url: 'https://acme.example/',
      design: { ...DEFAULT_DESIGN, logo: QR_MOCK_LOGO, logo_size: 0.5 },
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('design-problems')).toHaveTextContent(
      /The logo is too large for the code to scan \(50%\)\. Make it at most \d+% of the code's width\./,
    );
  },
};

export const FrameArabic: Story = {
  args: { initialValues: { name: 'قائمة', long_url: 'https://acme.example/', design: qrDesignArabic } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Call to action' })).toHaveValue('امسح الرمز للقائمة');
  },
};

export const EditUrlScansFull: Story = {
  args: { mode: 'edit', qr: qrUrl, scans: { state: 'ready', scans: qrScansFull } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: qrUrl.name })).toBeVisible();
    await expect(canvas.getByText(/scans in total/)).toBeVisible();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Size' }), '2048');
    await userEvent.click(canvas.getByRole('button', { name: 'Download PNG' }));
    await expect(args.onDownload).toHaveBeenCalledWith('png', 2048);
  },
};

export const EditScansEmpty: Story = {
  args: { mode: 'edit', qr: qrPdf, scans: { state: 'ready', scans: qrScansEmpty } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No scans yet/)).toBeVisible();
    await expect(canvas.getByText(/Current file: ramadan-menu.pdf/)).toBeVisible();
  },
};

export const EditScansLoading: Story = { args: { mode: 'edit', qr: qrUrl, scans: { state: 'loading' } } };

export const EditWifi: Story = {
  args: { mode: 'edit', qr: qrWifi },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/scans cannot be counted/)).toBeVisible();
  },
};

export const DeleteFails: Story = {
  args: { mode: 'edit', qr: qrUrl, scans: { state: 'loading' }, onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete QR code' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete QR code' }));
    await waitFor(() => expect(dialog).toHaveTextContent('The QR code could not be deleted. Please try again.'));
  },
};

export const Loading: Story = { args: { state: 'loading', mode: 'edit' } };
export const LoadError: Story = { args: { state: 'error', mode: 'edit', message: null } };
export const Offline: Story = { args: { state: 'error', mode: 'edit', offline: true } };
export const NotFound: Story = { args: { state: 'notFound', mode: 'edit' } };
export const PermissionDenied: Story = {
  args: { state: 'forbidden', mode: 'edit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
  },
};
export const LimitReached: Story = {
  args: { state: 'limit', limit: { limit: 10, usage: 10, plan: 'Pro' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade to Pro' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { mode: 'edit', qr: qrUrl, scans: { state: 'ready', scans: qrScansFull } },
  globals: { theme: 'dark' },
};

export const Rtl: Story = {
  args: { initialValues: { name: 'قائمة', long_url: 'https://acme.example/', design: qrDesignArabic } },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'رمز QR جديد' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'عبارة الدعوة' })).toHaveValue('امسح الرمز للقائمة');
  },
};

export const RtlDarkEdit: Story = {
  args: { mode: 'edit', qr: qrPdf, scans: { state: 'ready', scans: qrScansFull } },
  globals: { locale: 'ar', theme: 'dark' },
};

export const RtlWifiErrors: Story = {
  args: { initialValues: { type: 'wifi', name: 'الضيوف', ssid: '', password: '123' } },
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رمز QR' }));
    await expect(canvas.getByText('أدخل اسم الشبكة (SSID).')).toBeVisible();
  },
};

/** A code over the plan's limit after a downgrade (decision 075): why, and the upgrade link. */
const readOnlyHref = `/billing/upgrade?resource=qrs&return=%2Fqrs%2F${qrUrl.id}`;
const readOnlyArgs = {
  mode: 'edit',
  qr: { ...qrUrl, read_only: true },
  scans: { state: 'ready', scans: qrScansFull },
  planBlock: {
    kind: 'readOnly',
    resource: 'qrs',
    limit: 10,
    usage: 12,
    plan: 'Starter',
    upgradeHref: readOnlyHref,
  },
} satisfies Partial<Story['args']>;

const readOnlyPlay = (text: string, cta: string) => readOnlyNoticePlay(text, cta, readOnlyHref);

export const ReadOnly: Story = {
  args: readOnlyArgs,
  play: readOnlyPlay('Your plan allows 10 QR codes and your organisation has 12', 'Upgrade to Starter'),
};
export const ReadOnlyDark: Story = { ...ReadOnly, globals: { theme: 'dark' } };
export const ReadOnlyRtl: Story = {
  args: readOnlyArgs,
  globals: { locale: 'ar' },
  play: readOnlyPlay('تسمح خطتك بـ 10 رمز QR، ولدى مؤسستك 12', 'الترقية إلى Starter'),
};

/*
 * The issue's states once more in Arabic and dark (their light English stories are above): the
 * validation messages, no scans yet, loading, offline and permission denied.
 */
const rtlDark = { locale: 'ar', theme: 'dark' } as const;

export const UrlValidationRtlDark: Story = {
  globals: rtlDark,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /رابط الوجهة/ }), 'acme menu');
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رمز QR' }));
    await expect(canvas.getByText('أدخل اسمًا لرمز QR.')).toBeVisible();
    await expect(canvas.getByText(/أدخل عنوان ويب كاملًا/)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PdfNoFileRtlDark: Story = {
  args: { initialValues: { type: 'pdf', name: 'قائمة' } },
  globals: rtlDark,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رمز QR' }));
    await expect(canvas.getByText('اختر ملفًا لرفعه.')).toBeVisible();
  },
};

export const EditScansEmptyRtlDark: Story = {
  args: { mode: 'edit', qr: qrPdf, scans: { state: 'ready', scans: qrScansEmpty } },
  globals: rtlDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/لا مسحات بعد/)).toBeVisible();
  },
};

export const LoadingRtlDark: Story = { args: { state: 'loading', mode: 'edit' }, globals: rtlDark };
export const OfflineRtlDark: Story = { args: { state: 'error', mode: 'edit', offline: true }, globals: rtlDark };
export const PermissionDeniedRtlDark: Story = {
  args: { state: 'forbidden', mode: 'edit' },
  globals: rtlDark,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ليست لديك صلاحيات لعرض هذه الصفحة')).toBeVisible();
  },
};

/** A code that opens a business card: the preview encodes the chosen card's page on the QR channel. */
export const NewBusinessCard: Story = {
  args: { cards },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: /Business card/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Desk sign');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /^Card/ }), cards[0]!.id);
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'card', name: 'Desk sign', card_id: cards[0]!.id }),
    );
    await expect(canvas.getByTestId('qr-preview')).toBeVisible();
  },
};

/** Spec §5: "A QR card is required" when no card is chosen. */
export const BusinessCardRequired: Story = {
  args: { cards, initialValues: { type: 'card', name: 'Desk sign' } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create QR code' }));
    await expect(canvas.getByText('A QR card is required')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const BusinessCardRequiredRtlDark: Story = {
  args: { cards, initialValues: { type: 'card', name: 'لافتة المكتب' } },
  globals: { locale: 'ar', theme: 'dark' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'إنشاء رمز QR' }));
    await expect(canvas.getByText('يلزم اختيار بطاقة لرمز QR')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** No cards yet: the type is offered, the picker says to create a card first. */
export const BusinessCardNoCards: Story = {
  args: { cards: [], initialValues: { type: 'card', name: 'Desk sign' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You have no business cards yet. Create a card first.')).toBeVisible();
  },
};
