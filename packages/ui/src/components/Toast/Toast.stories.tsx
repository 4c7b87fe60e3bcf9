import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Inline } from '../Stack/Stack.tsx';
import { toastTones, useToast, type ToastTone } from './Toast.tsx';

const copy: Record<ToastTone, { title: string; description: string }> = {
  success: { title: 'Link created', description: 'rabt.link/spring-sale is ready to share.' },
  error: { title: 'Could not delete the QR code', description: 'There was an error processing your request.' },
  info: { title: 'Import started', description: 'We will tell you when 12,480 rows are done.' },
  warning: { title: 'Plan users limit reached', description: 'Upgrade to invite more people to this organisation.' },
};

function Trigger({ tone }: { tone: ToastTone }) {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.show({ tone, ...copy[tone], duration: 60_000 })}>
      {`Show ${tone}`}
    </Button>
  );
}

const meta = { title: 'UI/Toast', parameters: { layout: 'fullscreen' } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTones: Story = {
  render: () => (
    <Inline gap="small" wrap padding="large">
      {toastTones.map((tone) => (
        <Trigger key={tone} tone={tone} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, userEvent }) => {
    for (const tone of toastTones) await userEvent.click(canvas.getByRole('button', { name: `Show ${tone}` }));
    const body = within(document.body);
    // The toasts mount in a portal after their enter animation: on a loaded CI machine that took
    // longer than waitFor's default second (seen once in a full run).
    await waitFor(() => expect(body.getByText('Plan users limit reached')).toBeVisible(), { timeout: 5000 });
    await expect(body.getByText('Link created')).toBeVisible();
  },
};

const arabicCopy: Record<ToastTone, string> = {
  success: 'تم إنشاء الرابط',
  error: 'تعذّر حذف رمز QR',
  info: 'بدأ الاستيراد',
  warning: 'تم بلوغ حد المستخدمين في خطتك',
};

function ArabicTrigger({ tone }: { tone: ToastTone }) {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.show({ tone, title: arabicCopy[tone], duration: 60_000 })}>
      {arabicCopy[tone]}
    </Button>
  );
}

/** Toasts sit at the bottom inline end: bottom left in Arabic. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <Inline gap="small" wrap padding="large">
      {toastTones.map((tone) => (
        <ArabicTrigger key={tone} tone={tone} />
      ))}
    </Inline>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: arabicCopy.success }));
    const body = within(document.body);
    const title = await body.findByText(arabicCopy.success, { selector: 'li *' }, { timeout: 5000 });
    await waitFor(() => expect(title).toBeVisible(), { timeout: 5000 });
    const toast = title.closest('li') as HTMLElement;
    await expect(toast.getBoundingClientRect().left).toBeLessThan(window.innerWidth / 2);
  },
};

/** Without a duration override a toast closes after 2000 ms. */
export const ClosesAfterTwoSeconds: Story = {
  render: () => <AutoTrigger />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy short link' }));
    const body = within(document.body);
    await waitFor(() => expect(body.getByText('Link copied')).toBeVisible(), { timeout: 3000 });
    await waitFor(() => expect(body.queryByText('Link copied')).not.toBeInTheDocument(), { timeout: 4000 });
  },
};

function AutoTrigger() {
  const toast = useToast();
  return (
    <Button variant="secondary" onClick={() => toast.show({ tone: 'success', title: 'Link copied' })}>
      Copy short link
    </Button>
  );
}

export const Dark: Story = { ...AllTones, globals: { theme: 'dark' } };
