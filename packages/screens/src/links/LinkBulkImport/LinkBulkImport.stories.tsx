import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { LINK_MESSAGES, type ImportMapping, type RefusedRow } from '@rabt/contract';
import { importCsvHeaders, importJobDone, importJobFailed, importJobRunning, importRefusedRows } from '@rabt/mocks/fixtures';
import type { FormSubmit } from '../../_parts/submitErrors.ts';
import { guessMapping } from './csvHeaders.ts';
import { LinkBulkImportScreen } from './LinkBulkImport.tsx';

/** A File of a given size without allocating it. */
function fakeFile(name: string, type: string, size: number): File {
  const file = new File(['Destination,Name\n'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function pick(input: HTMLInputElement, file: File) {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

const meta = {
  title: 'Screens/Links/LinkBulkImport',
  component: LinkBulkImportScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    state: 'upload',
    onFile: fn(),
    onStart: fn<FormSubmit<ImportMapping>>(async () => undefined),
    onRestart: fn(),
    onDownloadReport: fn(),
    onDone: fn(),
  },
} satisfies Meta<typeof LinkBulkImportScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Upload: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: 'Import steps' })).toBeVisible();
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('spring-campaign-links.csv', 'text/csv', 48_000));
    await waitFor(() => expect(args.onFile).toHaveBeenCalledWith(expect.objectContaining({ name: 'spring-campaign-links.csv' })));
  },
};

export const UploadTooLarge: Story = {
  play: async ({ canvas, args }) => {
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('all-links.csv', 'text/csv', 24_100_000));
    await expect(await canvas.findByText('This file is 24.1 MB; the limit is 20 MB.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const UploadNotCsv: Story = {
  play: async ({ canvas, args }) => {
    pick(canvas.getByTestId('file-drop-input') as HTMLInputElement, fakeFile('links.xlsx', 'application/vnd.ms-excel', 9_000));
    await expect(await canvas.findByText('Only CSV files are accepted.')).toBeVisible();
    await expect(args.onFile).not.toHaveBeenCalled();
  },
};

export const UploadRefusedByServer: Story = {
  args: { error: 'The file is not UTF-8 text. Save it as “CSV UTF-8” and try again.' },
};

export const Mapping: Story = {
  args: {
    state: 'mapping',
    fileName: 'spring-campaign-links.csv',
    headers: importCsvHeaders,
    initialMapping: guessMapping(importCsvHeaders),
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText(/^Destination URL/)).toHaveValue('Destination');
    await userEvent.selectOptions(canvas.getByLabelText(/^UTM medium/), 'Notes');
    await userEvent.click(canvas.getByRole('button', { name: 'Start import' }));
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith({
        long_url: 'Destination',
        title: 'Name',
        nip: 'slug',
        utm_source: 'utm_source',
        utm_campaign: 'utm_campaign',
        utm_medium: 'Notes',
      }),
    );
  },
};

export const MappingRequiresLongUrl: Story = {
  args: { state: 'mapping', fileName: 'export.csv', headers: ['Link name', 'Where to'] },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start import' }));
    await expect(await canvas.findByText('Choose the column that holds the destination URL.')).toBeVisible();
    await expect(args.onStart).not.toHaveBeenCalled();
    await userEvent.selectOptions(canvas.getByLabelText(/^Destination URL/), 'Where to');
    await userEvent.click(canvas.getByRole('button', { name: 'Start import' }));
    await waitFor(() => expect(args.onStart).toHaveBeenCalledWith({ long_url: 'Where to' }));
  },
};

export const Progress: Story = {
  args: {
    state: 'progress',
    fileName: importJobRunning.file_name!,
    progress: importJobRunning.progress,
    rowsProcessed: importJobRunning.rows_processed,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute('value', '42');
    await expect(canvas.getByTestId('import-progress')).toHaveTextContent('42% · 4,200 rows processed');
  },
};

export const Report: Story = {
  args: {
    state: 'report',
    fileName: importJobDone.file_name!,
    createdCount: importJobDone.created_count,
    refusedCount: importJobDone.refused_count,
    refused: importJobDone.refused,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('9,995 links created')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(importRefusedRows.length + 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Download refused rows (CSV)' }));
    await expect(args.onDownloadReport).toHaveBeenCalled();
  },
};

export const ReportMoreRefusedThanShown: Story = {
  args: { ...Report.args, refusedCount: 240 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Showing the first 5 of 240 refused rows/)).toBeVisible();
  },
};

export const ReportAllImported: Story = {
  args: { state: 'report', fileName: 'links.csv', createdCount: 120, refusedCount: 0, refused: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Download refused rows (CSV)' })).toBeNull();
  },
};

export const ImportFailed: Story = {
  args: { state: 'error', message: importJobFailed.error!.message },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The import failed.');
    await userEvent.click(canvas.getByRole('button', { name: 'Choose another file' }));
    await expect(args.onRestart).toHaveBeenCalled();
  },
};

export const PermissionDenied: Story = { args: { state: 'forbidden' } };
export const Offline: Story = { args: { offline: true } };

export const Dark: Story = { ...Report, play: undefined, globals: { theme: 'dark' } };

export const Rtl: Story = {
  ...Report,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'تنزيل الصفوف المرفوضة (CSV)' })).toBeVisible();
  },
};

export const RtlDarkMapping: Story = { ...Mapping, play: undefined, globals: { locale: 'ar', theme: 'dark' } };
export const RtlProgress: Story = { ...Progress, play: undefined, globals: { locale: 'ar' } };

/** Reasons exactly as the server writes them: shown in the screen's words ("Short code", not "nip"). */
const serverRefused: RefusedRow[] = [
  { row: 2, field: 'long_url', reason: LINK_MESSAGES.longUrlTooLong },
  { row: 3, field: 'title', reason: LINK_MESSAGES.titleTooLong },
  { row: 4, field: 'nip', reason: LINK_MESSAGES.nipInvalid },
  { row: 5, field: 'nip', reason: LINK_MESSAGES.nipTaken },
  { row: 6, field: 'row', reason: 'Expected 5 columns, found 2' },
];

export const ReportServerReasons: Story = {
  args: { state: 'report', fileName: 'links.csv', createdCount: 12, refusedCount: serverRefused.length, refused: serverRefused },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('This short code is already used on this domain.')).toBeVisible();
    await expect(canvas.getByText('Destination URL must be at most 2,048 characters.')).toBeVisible();
    await expect(canvas.getAllByText('Short code')).toHaveLength(2);
    await expect(table.textContent).not.toMatch(/\bnip\b/i);
  },
};

export const RtlReportServerReasons: Story = {
  ...ReportServerReasons,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table');
    await expect(canvas.getByText('هذا الرمز المختصر مستخدم بالفعل على هذا النطاق.')).toBeVisible();
    await expect(canvas.getAllByText('الرمز المختصر')).toHaveLength(2);
    await expect(table.textContent).not.toMatch(/\bnip\b/i);
    // An untranslated reason stays isolated, so its Latin punctuation does not reorder the Arabic row.
    await expect(canvas.getByText('Expected 5 columns, found 2').tagName).toBe('BDI');
  },
};

/** The import refused by the links limit: how many rows fit, and the upgrade link (issue 16 item 5). */
export const UploadPlanLimit: Story = {
  args: {
    state: 'upload',
    planBlock: {
      kind: 'limit',
      resource: 'links',
      limit: 50,
      usage: 48,
      fits: 2,
      requested: 120,
      plan: 'Pro',
      upgradeHref: '/billing/upgrade?resource=links&return=%2Flinks%2Fbulks',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('plan-limit')).toHaveTextContent(
      'Your plan allows 50 links and your organisation has 48. Only 2 of the 120 rows fit.',
    );
    await expect(canvas.getByRole('link', { name: 'Upgrade to Pro' })).toBeVisible();
  },
};
export const RtlUploadPlanLimit: Story = {
  ...UploadPlanLimit,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'الترقية إلى Pro' })).toBeVisible();
  },
};
