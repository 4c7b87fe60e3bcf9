import { apiPaths } from '@rabt/contract';
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createUser } from '../../src/cli/create-user.ts';
import { repoRoot } from '../../src/config.ts';
import { describeEachDatabase } from '../helpers/databases.ts';
import { uniqueEmail, useTestApp } from '../helpers/app.ts';

const run = promisify(execFile);

describeEachDatabase('user:create', (target) => {
  const t = useTestApp(target);

  it('creates a verified customer on the free plan who can sign in and pass every gate', async () => {
    const email = uniqueEmail('Admin');
    const created = await createUser(t.app.db, t.app.dialect, { email, password: 'operator-pass', name: 'First Admin' });
    expect(created.email).toBe(email.toLowerCase());
    const client = t.client();
    const login = await client.post(apiPaths.login, { email, password: 'operator-pass' });
    expect(login.status).toBe(200);
    expect(login.body.results.account_id).toBe(created.account_id);
    client.token = login.body.results.token;
    client.accountId = login.body.results.account_id;
    const me = await client.get(apiPaths.customer);
    expect(me.status).toBe(200);
    expect(me.body.results).toMatchObject({ name: 'First Admin', email_verified: true });
    expect((await client.get(apiPaths.subscription)).body.results).toMatchObject({ plan_id: 'free', status: 'active' });
  });

  it('refuses a duplicate email and bad input', async () => {
    const email = uniqueEmail();
    await createUser(t.app.db, t.app.dialect, { email, password: 'operator-pass' });
    await expect(createUser(t.app.db, t.app.dialect, { email: email.toUpperCase(), password: 'operator-pass' })).rejects.toThrow(
      /already exists/,
    );
    await expect(createUser(t.app.db, t.app.dialect, { email: 'nope', password: 'short' })).rejects.toThrow(
      /--email must be a valid address; --password must be 8 to 200 characters/,
    );
  });
});

describe('npm run user:create (the real command)', () => {
  it('creates the user in the configured database and exits 0; a second run exits 1', { timeout: 60_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rabt-cli-'));
    const env = {
      ...process.env,
      DATA_DIR: dir,
      DATABASE_URL: `sqlite:${join(dir, 'cli.db')}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
    };
    try {
      const args = [
        'run',
        '--silent',
        'user:create',
        '--',
        '--email',
        'ops@example.com',
        '--password',
        'operator-pass',
        '--name',
        'Ops Person',
      ];
      const first = await run('npm', args, { cwd: repoRoot, env });
      const out = JSON.parse(first.stdout.trim().split('\n').at(-1)!);
      expect(out).toMatchObject({ created: true, email: 'ops@example.com', plan: 'free', email_verified: true });
      // The rest straight through tsx: npm's own start-up adds seconds and is already covered above.
      const tsx = join(repoRoot, 'node_modules/.bin/tsx');
      const script = join(repoRoot, 'packages/server/src/cli/user-create.ts');
      const second = await run(tsx, [script, ...args.slice(4)], { cwd: repoRoot, env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect((second as { code: number }).code).toBe(1);
      expect((second as { stderr: string }).stderr).toContain('already exists');
      const usage = await run(tsx, [script, '--email', 'x@example.com'], { cwd: repoRoot, env }).catch(
        (error: { code: number; stderr: string }) => error,
      );
      expect((usage as { code: number }).code).toBe(2);
      expect((usage as { stderr: string }).stderr).toContain('usage: npm run user:create');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
