/**
 * Domain test helpers: a pending verification moved an hour past the app's verification window
 * (`DOMAIN_VERIFY_WINDOW_MS`, 72 h by default), so the scheduler's next pass fails it.
 */
import type { TestApp } from './app.ts';

export async function pastVerificationWindow(t: TestApp, domainId: string): Promise<void> {
  const longAgo = new Date(Date.now() - t.app.config.domains.verifyWindowMs - 3_600_000).toISOString();
  await t.app.db
    .updateTable('domains')
    .set({ verification_started_at: longAgo, next_check_at: longAgo })
    .where('id', '=', domainId)
    .execute();
}
