import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { companiesAll, companyAcme, companyNoLogo } from '@rabt/mocks/fixtures';
import { CompanyListScreen } from './CompanyList.tsx';

const meta = {
  title: 'Screens/Cards/CompanyList',
  component: CompanyListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    companies: companiesAll,
    onNew: fn(),
    onRetry: fn(),
    onDelete: fn(async () => undefined),
    editHref: (id: string) => `/cards/companies/${id}`,
    cardsHref: '/cards',
  },
} satisfies Meta<typeof CompanyListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const WithAndWithoutLogo: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('2 cards')).toBeVisible();
    await expect(canvas.getByText('No cards')).toBeVisible();
    await expect(canvas.getByText('No logo')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { companies: [] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first company' }));
    await expect(args.onNew).toHaveBeenCalled();
  },
};

export const DeleteUnused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${companyNoLogo.name}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    await expect(args.onDelete).toHaveBeenCalledWith(companyNoLogo.id, undefined);
  },
};

/** Cards use the company: deleting is refused with the count, unless they move to another company. */
export const DeleteRefused: Story = {
  args: { initialDeleteId: companyAcme.id },
  play: async ({ userEvent, args }) => {
    const dialog = await body().findByRole('dialog');
    await expect(dialog).toHaveTextContent('2 cards use this company. Move them to another company to delete it.');
    await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: /Move the cards to/ }), companyNoLogo.id);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move cards and delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(companyAcme.id, companyNoLogo.id);
  },
};

/**
 * The list said no card used the company, but cards took it since: the server's refusal
 * (409 COMPANY_IN_USE with the count) is said in the dialog, spec §8.
 */
export const DeleteRefusedByServer: Story = {
  args: {
    onDelete: fn(async () =>
      Promise.reject({ code: 'COMPANY_IN_USE', status: 409, message: 'in use', details: { cards: 3, company_id: 'x' } }),
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${companyNoLogo.name}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    await expect(
      await within(dialog).findByText('3 cards use this company. Move them to another company to delete it.'),
    ).toBeVisible();
  },
};

/** Any other failure: spec §8's delete failure message. */
export const DeleteFails: Story = {
  args: { onDelete: fn(async () => Promise.reject(new Error('500'))) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Delete ${companyNoLogo.name}` }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete company' }));
    await expect(await within(dialog).findByText('The company could not be deleted. Please try again.')).toBeVisible();
  },
};

export const DeleteRefusedNoOther: Story = {
  args: { companies: [companyAcme], initialDeleteId: companyAcme.id },
  play: async () => {
    await expect(await body().findByText('Create another company first, or delete the cards.')).toBeVisible();
  },
};

export const Loading: Story = { args: { state: 'loading' } };
export const LoadError: Story = { args: { state: 'error', message: null } };
export const PermissionDenied: Story = { args: { state: 'forbidden' } };
export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الشركات' })).toBeVisible();
    await expect(canvas.getByText('بطاقتان')).toBeVisible();
  },
};

export const RtlDarkDeleteRefused: Story = {
  args: { initialDeleteId: companyAcme.id },
  globals: { locale: 'ar', theme: 'dark' },
  play: async () => {
    await expect(await body().findByRole('dialog')).toHaveTextContent('بطاقتان تستخدمان هذه الشركة.');
  },
};
