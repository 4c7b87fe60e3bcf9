/**
 * `npm start` (scripts/start.mjs) must fail when the web app does not build, instead of serving
 * the API alone (issue 16 item 28). A stand-in `npx` that fails like a broken `vite build` is put
 * first on PATH, so the test needs neither a real build nor a broken source tree.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../../..');
const dir = mkdtempSync(join(tmpdir(), 'rabt-start-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm start', () => {
  it('exits with status 1 and says why when the web app build fails', () => {
    const bin = join(dir, 'bin');
    spawnSync('mkdir', ['-p', bin]);
    writeFileSync(join(bin, 'npx'), '#!/bin/sh\necho "error during build: stand-in failure" >&2\nexit 1\n');
    chmodSync(join(bin, 'npx'), 0o755);
    const result = spawnSync(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      encoding: 'utf8',
      timeout: 30_000,
      env: {
        ...process.env,
        PATH: `${bin}:${process.env.PATH}`,
        // An empty app folder: the build is needed.
        APP_DIR: join(dir, 'app'),
        SKIP_APP_BUILD: '',
        DATA_DIR: join(dir, 'data'),
        DATABASE_URL: `sqlite:${join(dir, 'start.db')}`,
        PORT: '0',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the web app build FAILED (see the errors above); not starting');
    expect(result.stdout).not.toContain('listening');
  });
});
