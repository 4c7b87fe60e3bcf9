/** Notification choices and sessions (settings/notifications, settings/security) on both databases. */
import { apiPaths, NotificationSettingsResponse, SessionListResponse } from '@rabt/contract';
import { expect, it } from 'vitest';
import { createSession } from '../../src/modules/auth/sessions.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';
import { describeEachDatabase } from '../helpers/databases.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describeEachDatabase('settings: notifications and sessions', (target) => {
  const t = useTestApp(target);

  it('notification choices default to on and are saved', async () => {
    const o = await seedCustomer(t);
    const initial = NotificationSettingsResponse.create(
      (await o.client.get(apiPaths.notifications, { account: false })).body,
    ).results;
    expect(initial).toEqual({ weekly_report: true, domain_status: true, billing: true, team: true });
    const saved = await o.client.put(apiPaths.notifications, { ...initial, weekly_report: false }, { account: false });
    expect(saved.body.results.weekly_report).toBe(false);
    const partial = await o.client.put(apiPaths.notifications, { weekly_report: true }, { account: false });
    expect(partial.status).toBe(422);
  });

  it('lists sessions with device and last use; signs out one, then all others', async () => {
    const o = await seedCustomer(t);
    await createSession(t.app.db, o.customerId, { ip: '203.0.113.9', userAgent: CHROME });
    await createSession(t.app.db, o.customerId, { userAgent: 'curl/8' });
    const list = SessionListResponse.create((await o.client.get(apiPaths.sessions, { account: false })).body).results;
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    const chrome = list.find((s) => s.browser === 'Chrome')!;
    expect(chrome).toMatchObject({ device: 'desktop', os: 'Windows', ip: '203.0.113.9' });

    expect((await o.client.delete(apiPaths.session(chrome.id), undefined, { account: false })).status).toBe(200);
    expect((await o.client.delete(apiPaths.session(chrome.id), undefined, { account: false })).status).toBe(404);
    const others = await o.client.delete(apiPaths.sessions, undefined, { account: false });
    expect(others.body.results.revoked).toHaveLength(1);
    const left = SessionListResponse.create((await o.client.get(apiPaths.sessions, { account: false })).body).results;
    expect(left.map((s) => s.current)).toEqual([true]);

    const stranger = await seedCustomer(t);
    expect((await stranger.client.delete(apiPaths.session(left[0]!.id), undefined, { account: false })).status).toBe(404);
  });
});
