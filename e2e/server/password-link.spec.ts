/**
 * Issue 16 item 1: a password-protected short link opens in a real browser (Chromium), against
 * `npm start` (playwright.config.ts). The destination is a local server on another port, i.e. another
 * origin: the case CSP `form-action 'self'` used to block after the right password.
 *   wrong password → the page says so; right password → the destination; guesses are rate limited.
 * The owner is made with `npm run user:create` and moved to the Pro plan (password links are a
 * paid feature and paid plans cannot be bought locally yet) straight in the e2e SQLite file.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import BetterSqlite3 from 'better-sqlite3';
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const dataDir = process.env.E2E_SERVER_DATA!;
const port = Number(process.env.E2E_SERVER_PORT ?? 3710);

let destination: Server;
let destinationUrl = '';

test.beforeAll(async () => {
  destination = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(`<!doctype html><title>Landing</title><h1>Welcome to the destination</h1><p>${request.url}</p>`);
  });
  await new Promise<void>((done) => destination.listen(0, '127.0.0.1', done));
  destinationUrl = `http://127.0.0.1:${(destination.address() as { port: number }).port}/landing`;
});

test.afterAll(() => new Promise<void>((done) => destination.close(() => done())));

async function proOwnerSession(request: APIRequestContext, email: string, password: string) {
  execFileSync('npm', ['run', '--silent', 'user:create', '--', '--email', email, '--password', password], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: `sqlite:${join(dataDir, 'e2e.db')}`, LOG_LEVEL: 'warn' },
    stdio: 'pipe',
  });
  const db = new BetterSqlite3(join(dataDir, 'e2e.db'));
  try {
    const accounts = `(select m.account_id from memberships m join customers c on c.id = m.customer_id where c.email = ?)`;
    db.prepare(`update subscriptions set plan_id = 'pro' where account_id in ${accounts}`).run(email);
    db.prepare(`update accounts set plan_id = 'pro' where id in ${accounts}`).run(email);
  } finally {
    db.close();
  }
  await request.get('/api/health');
  const xsrf = (await request.storageState()).cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
  const login = await request.post('/api/auth/login', { data: { email, password }, headers: { 'x-xsrf-token': xsrf } });
  expect(login.ok(), await login.text()).toBe(true);
  const { token, account_id } = (await login.json()).results as { token: string; account_id: string };
  return { authorization: `Bearer ${token}`, 'account-id': account_id, 'x-xsrf-token': xsrf };
}

async function protectedLink(request: APIRequestContext, headers: Record<string, string>, nip: string) {
  const created = await request.post('/api/links', {
    headers,
    data: { long_url: destinationUrl, nip, lock_pass: 'open sesame' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()).results as { short_url: string }).short_url;
}

test('a password-protected link: wrong password → message, right password → destination, guesses limited', async ({
  page,
  request,
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const headers = await proOwnerSession(request, `e2e-lock-${stamp}@example.com`, 'e2e-password-123');
  const shortUrl = await protectedLink(request, headers, `lock-${stamp}`);
  expect(new URL(shortUrl).port).toBe(String(port + 1));

  const csp: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) csp.push(message.text());
  });

  await page.goto(shortUrl);
  await expect(page.getByRole('heading', { name: 'This link is protected' })).toBeVisible();
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('The password is not correct.');
  expect(page.url()).toBe(shortUrl);

  await page.getByLabel('Password').fill('open sesame');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL(destinationUrl);
  await expect(page.getByRole('heading', { name: 'Welcome to the destination' })).toBeVisible();
  expect(csp, 'CSP violations').toEqual([]);

  // Remembered: the next visit goes straight through.
  await page.goto(shortUrl);
  await page.waitForURL(destinationUrl);

  // Guessing: after 10 tries per visitor and link, even the right password is refused for a while.
  const guesser = await browser.newContext();
  try {
    const other = await protectedLink(request, headers, `lock2-${stamp}`);
    const tab = await guesser.newPage();
    await tab.goto(other);
    for (let i = 0; i < 10; i++) {
      await tab.getByLabel('Password').fill(`guess ${i}`);
      await tab.getByRole('button', { name: 'Continue' }).click();
      await expect(tab.getByRole('alert')).toHaveText('The password is not correct.');
    }
    await tab.getByLabel('Password').fill('open sesame');
    await tab.getByRole('button', { name: 'Continue' }).click();
    await expect(tab.getByRole('heading', { name: 'Too many attempts' })).toBeVisible();
    expect(tab.url()).toBe(other);
  } finally {
    await guesser.close();
  }
});
