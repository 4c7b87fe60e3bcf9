/**
 * A PDF QR code made through the screens against `npm start` (playwright.config.ts): on a slow
 * uplink (Chromium's network emulation) the editor shows how much of the file has been sent, as a
 * percentage, not only an indeterminate bar; the server stores the whole file, byte for byte, and
 * the landing page on the short domain offers it.
 */
import { expect, test } from '@playwright/test';
import { registerFreeUser, watchProblems } from './helpers.ts';

/** A PDF the server's sniffing accepts (it reads the magic bytes), padded to `size` bytes. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(size - head.length - tail.length, 0x20);
  for (let i = 0; i < body.length; i += 64) body[i] = 0x0a;
  return Buffer.concat([head, body, tail]);
}

test('a PDF QR code: the upload shows its percentage on a slow uplink and the file arrives whole', async ({ page }) => {
  const problems = await watchProblems(page);
  const registered = await registerFreeUser(page, {
    name: 'Omar Saleh',
    email: `e2e-qr-upload-${Date.now().toString(36)}@example.com`,
    password: 'e2e-password-123',
  });
  test.skip(!registered, 'dist/app is not built: the screens cannot be driven');

  await page.goto('/qrs/new');
  await page.getByRole('radio', { name: /^PDF/ }).check();
  await page.getByLabel(/^Name/).fill('Menu (PDF)');
  const file = pdfOf(1_500_000);
  await page
    .getByRole('region', { name: 'Content' })
    .getByTestId('file-drop-input')
    .setInputFiles({ name: 'menu.pdf', mimeType: 'application/pdf', buffer: file });

  // ~1.5 MB at 512 KB/s: about three seconds of upload, long enough to see the bar move.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 512 * 1024,
  });
  await page.getByRole('button', { name: 'Create QR code' }).click();
  const bar = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(bar).toHaveAttribute('value', /^\d+$/, { timeout: 10_000 });
  await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();
  await expect(page).toHaveURL(/\/qrs\/[0-9A-Z]{26}$/, { timeout: 30_000 });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  const id = page.url().split('/').at(-1)!;
  const session = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    accountId: localStorage.getItem('account-id'),
  }));
  const headers = { authorization: `Bearer ${session.token}`, 'account-id': session.accountId ?? '' };
  const qr = (await (await page.request.get(`/api/qrs/${id}`, { headers })).json()).results as {
    file: { name: string; size: number; page_url: string };
  };
  expect(qr.file).toMatchObject({ name: 'menu.pdf', size: file.length });
  const landing = await page.request.get(qr.file.page_url);
  expect(landing.status()).toBe(200);
  expect(await landing.text()).toContain('menu.pdf');
  expect(problems.errors).toEqual([]);
  expect(problems.csp).toEqual([]);
});
