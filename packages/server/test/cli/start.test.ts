/**
 * Issue 16 item 21: SIGTERM or SIGINT to `npm start`'s own PID stops the node server (npm runs
 * scripts through `sh -c`; a shell left between npm and node used to orphan the server).
 * Also item 9: `npm start` on defaults turns the dev outbox on and says so in its log.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../../../..');

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('npm start and signals', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)('%s to the npm process stops the server', { timeout: 60_000 }, async (signal) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rabt-start-'));
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? dataDir,
      SKIP_APP_BUILD: '1',
      APP_DIR: 'none',
      HOST: '127.0.0.1',
      PORT: String(await freePort()),
      SHORT_PORT: String(await freePort()),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    };
    const npm = spawn('npm', ['start', '--silent'], { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let serverPid = 0;
    let output = '';
    try {
      for await (const line of createInterface({ input: npm.stdout! })) {
        output += `${line}\n`;
        const pid = /"pid":(\d+)/.exec(line);
        if (pid) serverPid = Number(pid[1]);
        if (line.includes('Rabt is serving')) break;
      }
      expect(serverPid).toBeGreaterThan(0);
      expect(serverPid).not.toBe(npm.pid);
      // On defaults (development, no SMTP_URL) the outbox is on, and the log says so.
      expect(output).toMatch(/DEV_OUTBOX=true \(default of npm start/);
      expect(output).toContain('/dev/outbox from this machine (loopback clients only)');

      const exited = new Promise<number | null>((done) => npm.once('exit', (code) => done(code)));
      npm.kill(signal);
      await exited;
      const deadline = Date.now() + 15_000;
      while (alive(serverPid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(alive(serverPid), `node server ${serverPid} still running after ${signal} to npm`).toBe(false);
    } finally {
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGKILL');
      if (npm.exitCode === null) npm.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
