import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import {
  linkActive,
  linkArabicTitle,
  linkDomains,
  linkExpired,
  linkLongUrl,
  linkProtected,
  linkScheduled,
  linksMixed,
  linkWorkspaces,
} from '@rabt/mocks/fixtures';
import { LinkListScreen } from './LinkList.tsx';
import { defaultLinkListQuery } from './linkTypes.ts';

const meta = {
  title: 'Screens/Links/LinkList',
  component: LinkListScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'ready',
    links: linksMixed,
    total: 60,
    query: defaultLinkListQuery,
    domains: linkDomains,
    workspaces: linkWorkspaces,
    onQueryChange: fn(),
    onRetry: fn(),
    onCreate: fn(),
    onImport: fn(),
    onEdit: fn(),
    onCopied: fn(),
    editHref: (id: string) => `/links/${id}`,
    onDelete: fn(async () => undefined),
  },
} satisfies Meta<typeof LinkListScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Ready: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(within(table).getAllByRole('row')).toHaveLength(linksMixed.length + 1);
    await expect(canvas.getByText('12,840')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Spring sale landing page' })).toHaveAttribute(
      'href',
      `/links/${linkActive.id}`,
    );
    await expect(within(table).getByText('Password protected')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { state: 'empty' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No links yet' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Create your first link' }));
    await expect(args.onCreate).toHaveBeenCalled();
  },
};

export const LoadError: Story = {
  args: { state: 'error', message: null },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The links could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const FilteredToNothing: Story = {
  args: { state: 'noMatches', query: { ...defaultLinkListQuery, q: 'autumn', status: 'expired' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(/No links match/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ q: '', domain: '', workspace_id: '', status: '', page: 1 });
  },
};

export const PermissionDenied: Story = {
  args: { state: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("You don't have permissions to view this page")).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Create link' })).toBeNull();
  },
};

export const Offline: Story = {
  args: { offline: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You are offline.')).toBeVisible();
  },
};

export const LinkActive: Story = { args: { links: [linkActive], total: 1 } };
export const LinkScheduled: Story = {
  args: { links: [linkScheduled], total: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Scheduled · Mar 20, 2026')).toBeVisible();
  },
};
export const LinkExpired: Story = { args: { links: [linkExpired], total: 1 } };
export const LinkPasswordProtected: Story = { args: { links: [linkProtected], total: 1 } };
export const LongArabicTitleAndLongUrl: Story = { args: { links: [linkArabicTitle, linkLongUrl], total: 2 } };

export const FiltersCallBack: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.selectOptions(canvas.getByLabelText('Status'), 'scheduled');
    await expect(args.onQueryChange).toHaveBeenCalledWith({ status: 'scheduled', page: 1 });
    await userEvent.selectOptions(canvas.getByLabelText('Domain'), linkDomains[1]!);
    await expect(args.onQueryChange).toHaveBeenCalledWith({ domain: linkDomains[1], page: 1 });
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'spring');
    await waitFor(() => expect(args.onQueryChange).toHaveBeenCalledWith({ q: 'spring', page: 1 }));
  },
};

export const SortAndPage: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Clicks/ }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ sort: 'clicks', order: 'desc', page: 1 });
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith({ page: 2 });
  },
};

export const DeleteConfirmCallsBack: Story = {
  args: { links: [linkActive], total: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${linkActive.short_url}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog', { name: 'Delete this link?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(args.onDelete).toHaveBeenCalledWith(linkActive.id);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

export const DeleteFails: Story = {
  args: {
    links: [linkActive],
    total: 1,
    onDelete: fn(async () => {
      throw new Error('500');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${linkActive.short_url}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Delete' }));
    const dialog = await body().findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete link' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'There was an error deleting the link. Please try again.',
    );
  },
};

export const EditFromMenu: Story = {
  args: { links: [linkActive], total: 1 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Actions for ${linkActive.short_url}` }));
    await userEvent.click(await body().findByRole('menuitem', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(linkActive.id);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'الروابط' })).toBeVisible();
    await expect(within(canvas.getByRole('table')).getByText('محمي بكلمة مرور')).toBeVisible();
  },
};

export const RtlDarkEmpty: Story = { args: { state: 'empty' }, globals: { locale: 'ar', theme: 'dark' } };

/**
 * Issue 16 item 13: user data mixing directions in an Arabic page. A title carrying a right-to-left
 * override (U+202E), an Arabic title, and Latin URLs with Arabic paths: each stays inside its own
 * isolate, so nothing after it in the row or the page is reordered.
 */
const bidiLinks = [
  { ...linkActive, id: 'lnk_bidi_override', title: 'Invoice \u202Efdp.exe then the rest' },
  {
    ...linkActive,
    id: 'lnk_bidi_arabic',
    title: 'عرض رمضان – Final destination',
    long_url: 'https://shop.acme.example/عروض?utm_source=x',
  },
  { ...linkActive, id: 'lnk_bidi_url', title: null, long_url: 'http://acme.example/path/to?q=1' },
];
export const RtlBidiUserData: Story = {
  args: { links: bidiLinks, total: bidiLinks.length },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    const override = within(table).getByText('Invoice \u202Efdp.exe then the rest');
    await expect(override.tagName).toBe('BDI');
    await expect(within(table).getByText('عرض رمضان – Final destination').tagName).toBe('BDI');
    const url = within(table).getAllByText('http://acme.example/path/to?q=1');
    for (const node of url) await expect(node.closest('bdi, [dir="ltr"]')).not.toBeNull();
    // The override is closed by its isolate: the cell after it still reads in the page's direction.
    const row = override.closest('tr')!;
    await expect(getComputedStyle(override).unicodeBidi).toBe('isolate');
    await expect(row.querySelectorAll('bdi, [dir]').length).toBeGreaterThan(1);
  },
};

/** After a downgrade: the links over the plan's limit are marked, and the notice says why (decision 075). */
const readOnlyNotice = {
  kind: 'readOnly',
  resource: 'links',
  limit: 50,
  usage: 52,
  plan: 'Pro',
  upgradeHref: '/billing/upgrade?resource=links&return=%2Flinks',
} as const;
export const ReadOnlyOverLimit: Story = {
  args: { links: [{ ...linkActive, read_only: true }, linkExpired], total: 2, readOnlyNotice },
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
