import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Link } from '../Link/Link.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Alert, alertTones } from './Alert.tsx';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  args: {
    tone: 'info',
    title: 'Domain pending verification',
    children: 'Add a TXT record for go.al-noor-trading.com. DNS changes can take up to 48 hours.',
  },
  argTypes: { tone: { control: 'inline-radio', options: alertTones } },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('status');
    await expect(alert).toHaveTextContent('Domain pending verification');
    await expect(canvas.getByRole('img', { name: 'Information' })).toBeInTheDocument();
  },
};
export const Positive: Story = {
  args: { tone: 'positive', title: 'Domain verified', children: 'Links on go.al-noor-trading.com are live.' },
};
export const Caution: Story = {
  args: {
    tone: 'caution',
    title: 'You have used 9,200 of 10,000 links',
    children: 'New links stop working when you reach the limit.',
  },
};

/** Critical alerts interrupt: role="alert". */
export const Critical: Story = {
  args: {
    tone: 'critical',
    title: 'Invoice #INV-2026-0042 is past due',
    children: 'We could not charge Visa ending in 4242. Update your payment method to keep your links working.',
    action: <Button size="small">Update payment method</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invoice #INV-2026-0042 is past due');
    await expect(canvas.getByRole('img', { name: 'Error' })).toBeInTheDocument();
  },
};

export const TitleOnly: Story = { args: { tone: 'positive', title: 'Changes saved', children: undefined } };
export const BodyOnly: Story = { args: { title: undefined } };

export const WithActions: Story = {
  args: {
    tone: 'caution',
    title: 'Your trial ends in 3 days',
    children: 'Choose a plan to keep branded domains, link schedules and analytics.',
    action: (
      <>
        <Button size="small">Choose a plan</Button>
        <Button size="small" variant="ghost">
          Remind me tomorrow
        </Button>
      </>
    ),
  },
};

export const WithLink: Story = {
  args: {
    children: (
      <>
        Scheduled links start redirecting at the time you choose.{' '}
        <Link href="https://support.rabt.example/schedules" tone="inherit">
          How scheduling works
        </Link>
      </>
    ),
    title: undefined,
  },
};

/** The dismiss button has a translated label and calls `onDismiss`. */
export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledOnce();
  },
};

function DismissDemo() {
  const [open, setOpen] = useState(true);
  return open ? (
    <Alert tone="positive" title="QR code downloaded" onDismiss={() => setOpen(false)}>
      qr-spring-sale.svg is in your downloads.
    </Alert>
  ) : (
    <p>Alert dismissed.</p>
  );
}
export const DismissRemovesIt: Story = {
  render: () => <DismissDemo />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Alert dismissed.')).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: {
    tone: 'caution',
    onDismiss: fn(),
    title:
      'Some links in the import could not be created because their destinations are invalid or blocked by your organisation policy',
    children:
      'Rows 12, 48, 301 and 1,204: https://www.al-noor-trading.example.com/campaigns/2026/ramadan/landing-page-with-a-very-long-path?utm_source=qr&utm_medium=print&utm_campaign=ramadan-2026. Fix them in the CSV and import again.',
  },
};

export const AllTones: Story = {
  render: (args) => (
    <Stack gap="medium">
      {alertTones.map((tone) => (
        <Alert key={tone} {...args} tone={tone} role="none" onDismiss={fn()} title={`${tone}: Invoice #INV-2026-0042`} />
      ))}
    </Stack>
  ),
};

export const ArabicRtl: Story = {
  args: {
    tone: 'critical',
    title: 'الفاتورة رقم INV-2026-0042 متأخرة السداد',
    children: 'تعذّر خصم المبلغ من بطاقة فيزا المنتهية بـ 4242. حدّث طريقة الدفع لتبقى روابطك تعمل.',
    action: <Button size="small">تحديث طريقة الدفع</Button>,
    onDismiss: fn(),
  },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'إخفاء' })).toBeInTheDocument();
  },
};

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };
export const DarkArabic: Story = { ...ArabicRtl, globals: { theme: 'dark', locale: 'ar' } };
