import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { SupportCenterScreen } from './SupportCenter.tsx';

const meta = {
  title: 'Screens/SupportCenter',
  component: SupportCenterScreen,
  parameters: { layout: 'fullscreen' },
  args: { supportEmail: 'support@rabt.example', onQueryChange: fn() },
} satisfies Meta<typeof SupportCenterScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AllTopics: Story = {
  play: async ({ canvas, userEvent }) => {
    for (const topic of ['Short links', 'QR codes', 'Digital business cards', 'Billing and plans', 'Account and security']) {
      await expect(canvas.getByRole('heading', { level: 2, name: topic })).toBeVisible();
    }
    const answer = canvas.getByText(/Dynamic QR codes point to a short link/);
    await expect(answer).not.toBeVisible();
    await userEvent.click(canvas.getByText('If I change the destination, do I need to reprint the QR code?'));
    await expect(answer).toBeVisible();
    await expect(canvas.getByRole('link', { name: /support@rabt\.example/ })).toHaveAttribute(
      'href',
      'mailto:support@rabt.example',
    );
  },
};

export const Searching: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search help articles' }), 'invoice');
    await expect(canvas.getByRole('status')).toHaveTextContent('1 answer for “invoice”');
    await expect(canvas.getByText(/All invoices are under Billing/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Short links' })).toBeNull();
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('invoice');
  },
};

export const SearchResults: Story = {
  args: { initialQuery: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/answers for “password”/);
  },
};

export const NoResults: Story = {
  args: { initialQuery: 'blockchain' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'No answers match “blockchain”' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await waitFor(() => expect(canvas.getByRole('heading', { level: 2, name: 'Short links' })).toBeVisible());
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas, userEvent }) => {
    // Matching folds hamza forms: "اين" finds "أين أجد فواتيري؟".
    await userEvent.type(canvas.getByRole('searchbox'), 'اين فواتيري');
    await expect(canvas.getByText('أين أجد فواتيري؟')).toBeVisible();
    await expect(canvas.getByText(/جميع الفواتير موجودة/)).toBeVisible();
  },
};
export const RtlNoResults: Story = { args: { initialQuery: 'بلوكتشين' }, globals: { locale: 'ar', theme: 'dark' } };
