import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { server } from '../../../../../mocks/node.ts';
import { db } from '../../../../../mocks/db.ts';
import { qrScenarios, qrStore } from '../../../../../mocks/handlers/index.ts';
import { accountAcme } from '../../../../../mocks/fixtures/accounts.ts';
import { qrUrl, qrWifi } from '../../../../../mocks/fixtures/qrs.ts';
import { QrEditorPage } from './QrEditorPage.tsx';
import { QrsPage } from './QrsPage.tsx';
import { renderPage, setupPageTests } from '../../test/renderPage.tsx';

setupPageTests();

const renderAt = (path: string, page: 'list' | 'editor', params: Record<string, string> = {}, locale: 'en' | 'ar' = 'en') =>
  renderPage(path, { page: page === 'list' ? QrsPage : QrEditorPage }, { params, titleId: 'app.title.qrs', locale });

/** /qrs/new: a PDF code whose file the browser accepts (named and declared a PDF); the server reads the bytes. */
const uploadPdf = async (locale: 'en' | 'ar') => {
  const ar = locale === 'ar';
  renderAt('/qrs/new', 'editor', {}, locale);
  await userEvent.click(await screen.findByRole('radio', { name: ar ? /^ملف PDF/ : /^PDF/ }, { timeout: 5000 }));
  await userEvent.type(screen.getByRole('textbox', { name: ar ? /^الاسم/ : /^Name/ }), 'Menu');
  const content = screen.getByRole('region', { name: ar ? 'المحتوى' : 'Content' });
  const file = new File(['%PDF-1.4\n%%EOF\n'], 'menu.pdf', { type: 'application/pdf' });
  await userEvent.upload(within(content).getByTestId('file-drop-input'), file);
  await userEvent.click(screen.getByRole('button', { name: ar ? 'إنشاء رمز QR' : 'Create QR code' }));
};

describe('QR pages against the mocks', { timeout: 20_000 }, () => {
  it('lists the account’s codes; the type filter goes to the URL and the API', async () => {
    const location = renderAt('/qrs', 'list');
    // The loading table is replaced by the loaded one: wait for a row's link, then read the table.
    expect(await screen.findByRole('link', { name: qrUrl.name }, { timeout: 5000 })).toHaveAttribute('href', `/qrs/${qrUrl.id}`);
    const table = screen.getByRole('table');
    expect(within(table).getByText('1,284')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'wifi');
    await waitFor(() => expect(location.history.at(-1)).toBe('/qrs?type=wifi'));
  });

  it('filters by type from the address bar', async () => {
    renderAt('/qrs?type=wifi', 'list');
    expect(await screen.findByRole('link', { name: qrWifi.name }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
  });

  it('creates a URL code and opens its page', async () => {
    const location = renderAt('/qrs/new', 'editor');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Flyer');
    await userEvent.type(screen.getByRole('textbox', { name: /Destination URL/ }), 'https://acme.example/flyer');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR code' }));
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/qrs\/qr_mock_/));
    expect(await screen.findByText('QR code created')).toBeInTheDocument();
  });

  it('shows the limit with the upgrade prompt when the server refuses a new code', async () => {
    server.use(...qrScenarios.limitReached);
    renderAt('/qrs/new', 'editor');
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Flyer');
    await userEvent.type(screen.getByRole('textbox', { name: /Destination URL/ }), 'https://acme.example/flyer');
    await userEvent.click(screen.getByRole('button', { name: 'Create QR code' }));
    expect(await screen.findByText('QR code limit reached')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Upgrade to/ })).toBeInTheDocument();
  });

  it('a code over the plan limit says why it is read-only, with the upgrade link; a refused save says the same', async () => {
    // The free plan keeps the 10 oldest codes editable: eleven codes make the newest read-only.
    db.accounts.get(accountAcme.id)!.plan = 'free';
    const store = qrStore();
    for (let i = store.size; i < 11; i++) {
      const id = `qr_extra_${i}`;
      store.set(id, { ...store.get(qrUrl.id)!, id, name: `Extra ${i}`, created_at: `2026-10-${10 + i}T09:00:00.000Z` });
    }
    renderAt('/qrs/qr_extra_10', 'editor', { id: 'qr_extra_10' });
    const notice = await screen.findByTestId('plan-limit', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Your plan allows 10 QR codes and your organisation has 11');
    expect(within(notice).getByRole('link', { name: /^Upgrade to / })).toHaveAttribute(
      'href',
      `/billing/upgrade?resource=qrs&return=${encodeURIComponent('/qrs/qr_extra_10')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByTestId('plan-limit')).toHaveLength(1));
    expect(screen.getByTestId('plan-limit')).toHaveTextContent('read-only');
    cleanup();

    renderAt(`/qrs/${qrUrl.id}`, 'editor', { id: qrUrl.id });
    expect(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 5000 })).toHaveValue(qrUrl.name);
    expect(screen.queryByTestId('plan-limit')).toBeNull();
  });

  it('edits a code: scans over time, and the delete failure message', async () => {
    server.use(...qrScenarios.deleteFailure);
    renderAt(`/qrs/${qrUrl.id}`, 'editor', { id: qrUrl.id });
    expect(await screen.findByRole('heading', { level: 1, name: qrUrl.name })).toBeInTheDocument();
    expect(await screen.findByText(/scans in total/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete QR code' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete QR code' }));
    await waitFor(() => expect(dialog).toHaveTextContent('The QR code could not be deleted. Please try again.'));
  });

  it('a file the server refuses by its content is explained in the interface language (Arabic), not the server’s English', async () => {
    server.use(...qrScenarios.uploadWrongType);
    await uploadPdf('ar');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('لم يُقبل الملف');
    expect(alert).toHaveTextContent('هذا الملف ليس PDF. ارفع مستند PDF.');
    expect(document.body).not.toHaveTextContent('Upload a PDF document');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('an upload that fails for another reason does not leave the progress bar behind', async () => {
    server.use(...qrScenarios.uploadFailure);
    await uploadPdf('en');
    expect(await screen.findByText('Something went wrong.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText(/^Uploading/)).toBeNull();
  });

  it('another account’s code is not found', async () => {
    renderAt('/qrs/qr_missing', 'editor', { id: 'qr_missing' });
    expect(await screen.findByText('This QR code does not exist or was deleted.')).toBeInTheDocument();
  });
});
