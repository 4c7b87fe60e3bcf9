import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { cardArabic, cardLayla, cardsAll } from '@rabt/mocks/fixtures';
import { CardListScreen } from './CardList.tsx';

const meta = {
  title: 'Screens/Cards/CardList',
  component: CardListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    cards: cardsAll,
    onNew: fn(),
    onUpgrade: fn(),
    onRetry: fn(),
    editHref: (id: string) => `/cards/${id}`,
    companiesHref: '/cards/companies',
  },
} satisfies Meta<typeof CardListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(cardsAll.length + 1);
    await expect(canvas.getByRole('link', { name: 'Edit the card of Dr. Layla Haddad' })).toHaveAttribute(
      'href',
      `/cards/${cardLayla.id}`,
    );
    await expect(within(table).getByText('1,284')).toBeVisible();
    await expect(within(table).getByText('312')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { cards: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Create your first card' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The cards could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const LimitReached: Story = {
  args: { cards: [cardLayla], limit: { limit: 1 } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'New card' })).toBeNull();
    await expect(canvas.getByText('Your plan includes 1 card. Upgrade to add more.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Upgrade plan' }));
    await expect(args.onUpgrade).toHaveBeenCalled();
  },
};

export const PermissionDenied: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'New card' })).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  args: { cards: [cardArabic, cardLayla] },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'بطاقات الأعمال' })).toBeVisible();
    await expect(canvas.getByText('عمر الفارسي')).toBeVisible();
  },
};

export const RtlDarkLimit: Story = { args: { limit: { limit: 10 } }, globals: { locale: 'ar', theme: 'dark' } };

/** After a downgrade: the cards over the plan's limit are marked, and the notice says why (decision 075). */
const readOnlyNotice = {
  kind: 'readOnly',
  resource: 'cards',
  limit: 1,
  usage: 2,
  plan: 'Pro',
  upgradeHref: '/billing/upgrade?resource=cards&return=%2Fcards',
} as const;
export const ReadOnlyOverLimit: Story = {
  args: { cards: [cardLayla, { ...cardArabic, read_only: true }], readOnlyNotice },
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
