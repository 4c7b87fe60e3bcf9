import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Contact, CreditCard, Link2, Plus, QrCode, Search, Upload } from '../../icons/index.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Link } from '../Link/Link.tsx';
import { EmptyState } from './EmptyState.tsx';

const create = fn();
const importCsv = fn();

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: {
    icon: Link2,
    title: 'No links yet',
    description: 'Short links redirect visitors to any page and count every click. Create your first one to start sharing.',
    primaryAction: (
      <Button icon={Plus} onClick={create}>
        Create link
      </Button>
    ),
    secondaryAction: (
      <Button variant="secondary" icon={Upload} onClick={importCsv}>
        Import from CSV
      </Button>
    ),
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoLinksYet: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No links yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Create link' }));
    await expect(create).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Import from CSV' }));
    await expect(importCsv).toHaveBeenCalled();
  },
};

export const NoQrCodes: Story = {
  args: {
    icon: QrCode,
    title: 'No QR codes',
    description: 'Every QR code points at a short link, so you can change where it goes after printing.',
    primaryAction: <Button icon={Plus}>Create QR code</Button>,
    secondaryAction: undefined,
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: Search,
    title: 'No results for “spring-sale-2025-final-v2-really-final”',
    description: 'Check the spelling or clear the filters.',
    primaryAction: <Button variant="secondary">Clear filters</Button>,
    secondaryAction: undefined,
  },
};

export const TitleOnly: Story = {
  args: {
    icon: undefined,
    description: undefined,
    primaryAction: undefined,
    secondaryAction: undefined,
    title: 'Nothing to show yet.',
  },
};

export const WithHelpLink: Story = {
  args: {
    icon: CreditCard,
    title: 'No invoices',
    description: 'Invoices appear here after your first payment.',
    primaryAction: undefined,
    secondaryAction: undefined,
    children: <Link href="https://support.rabt.example/billing">About billing</Link>,
  },
};

export const CompactInCard: Story = {
  args: {
    size: 'compact',
    titleLevel: 3,
    icon: Contact,
    title: 'No business cards',
    description: 'Create a digital business card for each member of your team.',
    primaryAction: (
      <Button size="small" icon={Plus}>
        New card
      </Button>
    ),
    secondaryAction: undefined,
  },
  render: (args) => (
    <div style={{ maxInlineSize: 420 }}>
      <Card title="Business cards">
        <EmptyState {...args} />
      </Card>
    </div>
  ),
};

export const ArabicRtl: Story = {
  args: {
    title: 'لا توجد روابط بعد',
    description: 'تعيد الروابط المختصرة توجيه الزوار إلى أي صفحة وتحسب كل نقرة. أنشئ رابطك الأول لتبدأ المشاركة.',
    primaryAction: <Button icon={Plus}>إنشاء رابط</Button>,
    secondaryAction: (
      <Button variant="secondary" icon={Upload}>
        استيراد من ملف CSV
      </Button>
    ),
  },
  globals: { locale: 'ar' },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const DarkArabic: Story = { ...ArabicRtl, globals: { theme: 'dark', locale: 'ar' } };
