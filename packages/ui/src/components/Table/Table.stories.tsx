import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { useIntl } from '../../i18n/I18nProvider.tsx';
import { Button } from '../Button/Button.tsx';
import { Table, type TableColumn, type TableSort } from './Table.tsx';

interface LinkRow {
  id: string;
  title: string;
  shortUrl: string;
  destination: string;
  clicks: number;
  created: string;
}

interface InvoiceRow {
  id: string;
  number: string;
  date: string;
  plan: string;
  amount: number;
  currency: string;
  status: string;
}

function Count({ value }: { value: number }) {
  return <>{useIntl().formatNumber(value)}</>;
}
function Day({ value }: { value: string }) {
  return <>{useIntl().formatDate(value, { dateStyle: 'medium' })}</>;
}
function Money({ value, currency }: { value: number; currency: string }) {
  return <>{useIntl().formatNumber(value, { style: 'currency', currency })}</>;
}

const links: LinkRow[] = [
  {
    id: 'lnk_01',
    title: 'Spring collection newsletter',
    shortUrl: 'rabt.link/spring-sale',
    destination: 'https://shop.example.com/collections/spring-2026?utm_source=newsletter&utm_medium=email',
    clicks: 12480,
    created: '2026-03-02',
  },
  {
    id: 'lnk_02',
    title: 'Menu QR — Riyadh branch',
    shortUrl: 'go.acme.sa/menu',
    destination: 'https://acme.sa/ar/menu/riyadh-olaya?table=12&lang=ar',
    clicks: 3906,
    created: '2026-02-14',
  },
  {
    id: 'lnk_03',
    title: 'Careers page (LinkedIn campaign, Q2 hiring for the Dubai and Cairo offices)',
    shortUrl: 'rabt.link/jobs-q2',
    destination: 'https://careers.example.com/openings?utm_source=linkedin&utm_campaign=q2-hiring',
    clicks: 87,
    created: '2026-04-21',
  },
  {
    id: 'lnk_04',
    title: 'Webinar registration',
    shortUrl: 'rabt.link/webinar',
    destination: 'https://events.example.com/webinars/link-analytics-101',
    clicks: 0,
    created: '2026-05-01',
  },
];

const linksAr: LinkRow[] = [
  { ...links[0]!, title: 'نشرة مجموعة الربيع' },
  { ...links[1]!, title: 'قائمة الطعام — فرع الرياض' },
  { ...links[2]!, title: 'صفحة الوظائف (حملة لينكدإن للتوظيف في مكتبي دبي والقاهرة)' },
  { ...links[3]!, title: 'التسجيل في الندوة' },
];

const invoices: InvoiceRow[] = [
  {
    id: 'in_1',
    number: 'INV-2026-0042',
    date: '2026-05-01',
    plan: 'Business, yearly',
    amount: 1188,
    currency: 'USD',
    status: 'Paid',
  },
  { id: 'in_2', number: 'INV-2026-0031', date: '2026-04-01', plan: 'Pro, monthly', amount: 29, currency: 'USD', status: 'Paid' },
  {
    id: 'in_3',
    number: 'INV-2026-0017',
    date: '2026-03-01',
    plan: 'Pro, monthly',
    amount: 29,
    currency: 'USD',
    status: 'Refunded',
  },
  {
    id: 'in_4',
    number: 'INV-2026-0003',
    date: '2026-02-01',
    plan: 'Starter, weekly',
    amount: 4.5,
    currency: 'SAR',
    status: 'Failed',
  },
];

const truncate = {
  display: 'block',
  maxInlineSize: '340px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

function linkColumns(copy: { title: string; destination: string; clicks: string; created: string }): TableColumn<LinkRow>[] {
  return [
    {
      id: 'title',
      header: copy.title,
      sortable: true,
      cell: (row) => (
        <div>
          <strong>{row.title}</strong>
          <div dir="ltr" style={{ opacity: 0.8 }}>
            {row.shortUrl}
          </div>
        </div>
      ),
    },
    {
      id: 'destination',
      header: copy.destination,
      width: '40%',
      cell: (row) => (
        <span dir="ltr" style={truncate} title={row.destination}>
          {row.destination}
        </span>
      ),
    },
    {
      id: 'clicks',
      header: copy.clicks,
      align: 'end',
      sortable: true,
      firstSortDirection: 'descending',
      cell: (row) => <Count value={row.clicks} />,
    },
    { id: 'created', header: copy.created, sortable: true, cell: (row) => <Day value={row.created} /> },
  ];
}

const columnsEn = linkColumns({ title: 'Link', destination: 'Destination', clicks: 'Clicks', created: 'Created' });
const columnsAr = linkColumns({ title: 'الرابط', destination: 'الوجهة', clicks: 'النقرات', created: 'تاريخ الإنشاء' });

const invoiceColumns: TableColumn<InvoiceRow>[] = [
  { id: 'number', header: 'Invoice', cell: (row) => <span dir="ltr">{row.number}</span> },
  { id: 'date', header: 'Date', sortable: true, cell: (row) => <Day value={row.date} /> },
  { id: 'plan', header: 'Plan', cell: (row) => row.plan },
  { id: 'amount', header: 'Amount', align: 'end', cell: (row) => <Money value={row.amount} currency={row.currency} /> },
  { id: 'status', header: 'Status', cell: (row) => row.status },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    align: 'end',
    cell: (row) => (
      <Button size="small" variant="ghost" aria-label={`Download PDF of ${row.number}`}>
        PDF
      </Button>
    ),
  },
];

function sortLinks(rows: readonly LinkRow[], sort: TableSort | null): LinkRow[] {
  if (!sort) return [...rows];
  const factor = sort.direction === 'ascending' ? 1 : -1;
  const key = sort.columnId as keyof LinkRow;
  return rows.toSorted((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0) * factor);
}

type LinksTableProps = Parameters<typeof Table<LinkRow>>[0];

/** Holds sort and selection like a screen would, and still reports every change to the story's spies. */
function StatefulLinks(args: LinksTableProps) {
  const [sort, setSort] = useState<TableSort | null>(args.sort ?? null);
  const [selected, setSelected] = useState<string[]>([...(args.selectedIds ?? [])]);
  return (
    <Table<LinkRow>
      {...args}
      rows={sortLinks(args.rows, sort)}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        args.onSortChange?.(next);
      }}
      selectedIds={selected}
      onSelectionChange={(ids) => {
        setSelected(ids);
        args.onSelectionChange?.(ids);
      }}
    />
  );
}

const meta = {
  title: 'UI/Table',
  component: Table<LinkRow>,
  args: {
    caption: 'Short links',
    columns: columnsEn,
    rows: links,
    getRowId: (row: LinkRow) => row.id,
    getRowLabel: (row: LinkRow) => row.title,
    onSortChange: fn(),
    onSelectionChange: fn(),
  },
  render: (args) => <StatefulLinks {...args} />,
} satisfies Meta<typeof Table<LinkRow>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Links with long destination URLs, click counts and dates formatted for the locale. */
export const Links: Story = {};

export const VisibleCaption: Story = { args: { captionVisible: true, caption: 'Links in “Marketing” workspace' } };

/** Clicking a sortable header reports the next sort; the header carries `aria-sort`. */
export const Sorted: Story = {
  args: { sort: { columnId: 'clicks', direction: 'descending' } },
  play: async ({ canvas, userEvent, args }) => {
    const clicksHeader = canvas.getByRole('columnheader', { name: /Clicks/ });
    await expect(clicksHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('Spring collection newsletter');
    await userEvent.click(canvas.getByRole('button', { name: /Clicks/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'clicks', direction: 'ascending' });
    await expect(clicksHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(canvas.getByRole('button', { name: /Link/ }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ columnId: 'title', direction: 'ascending' });
    await expect(canvas.getByRole('columnheader', { name: /Link/ })).toHaveAttribute('aria-sort', 'ascending');
    await expect(clicksHeader).toHaveAttribute('aria-sort', 'none');
  },
};

/** Select all, the indeterminate state and the selected count with bulk actions. */
export const Selectable: Story = {
  args: {
    selectable: true,
    selectionActions: (
      <Button size="small" variant="danger">
        Delete selected
      </Button>
    ),
  },
  play: async ({ canvas, userEvent, args }) => {
    const all = canvas.getByRole('checkbox', { name: 'Select all rows' });
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['lnk_01', 'lnk_02', 'lnk_03', 'lnk_04']);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 rows selected');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Select Webinar registration' }));
    await waitFor(() => expect((all as HTMLInputElement).indeterminate).toBe(true));
    await expect(all).toHaveAttribute('aria-checked', 'mixed');
    await expect(canvas.getByRole('status')).toHaveTextContent('3 rows selected');
    await userEvent.click(all);
    await expect(all).toBeChecked();
    await userEvent.click(all);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const SomeRowsSelected: Story = { args: { selectable: true, selectedIds: ['lnk_02'] } };

export const Empty: Story = {
  args: { rows: [], selectable: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Nothing to show yet.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Select all rows' })).toBeDisabled();
  },
};

export const EmptyWithCustomSlot: Story = {
  args: {
    rows: [],
    empty: (
      <div>
        <p>
          <strong>No links yet</strong>
        </p>
        <p>Shorten your first URL to start counting clicks.</p>
      </div>
    ),
  },
};

export const Loading: Story = {
  args: { loading: true, selectable: true, loadingRowCount: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('Loading rows…')).toBeInTheDocument();
  },
};

/** The rows scroll under a sticky header inside a fixed height. */
export const StickyHeader: Story = {
  args: {
    maxBlockSize: '220px',
    rows: Array.from({ length: 12 }, (_, index) => ({ ...links[index % 4]!, id: `lnk_${index}` })),
  },
};

export const Invoices: Story = {
  render: () => (
    <Table<InvoiceRow> caption="Invoices" captionVisible columns={invoiceColumns} rows={invoices} getRowId={(row) => row.id} />
  ),
};

/** At phone width the table scrolls sideways instead of squashing its columns. */
export const PhoneWidth: Story = {
  args: { selectable: true },
  render: (args) => (
    <div style={{ inlineSize: '360px' }}>
      <StatefulLinks {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Short links' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
  },
};

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الروابط المختصرة',
    captionVisible: true,
    columns: columnsAr,
    rows: linksAr,
    selectable: true,
    selectedIds: ['lnk_01'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('صف واحد محدد');
    await expect(canvas.getByRole('checkbox', { name: 'تحديد كل الصفوف' })).toBeInTheDocument();
  },
};

export const ArabicSorted: Story = {
  globals: { locale: 'ar' },
  args: {
    caption: 'الروابط المختصرة',
    columns: columnsAr,
    rows: linksAr,
    sort: { columnId: 'created', direction: 'descending' },
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { selectable: true, selectedIds: ['lnk_03'], sort: { columnId: 'clicks', direction: 'descending' } },
};

export const DarkLoading: Story = { globals: { theme: 'dark' }, args: { loading: true } };
