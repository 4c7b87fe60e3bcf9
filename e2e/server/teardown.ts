/** Removes the throw-away data folder (SQLite database, secret) once the server has stopped. */
import { rmSync } from 'node:fs';

export default function teardown(): void {
  const dir = process.env.E2E_SERVER_DATA;
  if (dir && dir.includes('rabt-e2e-server-')) rmSync(dir, { recursive: true, force: true });
}
