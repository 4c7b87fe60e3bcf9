/** Issue 16 item 9: /dev/outbox only when DEV_OUTBOX is on, and only to loopback clients. */
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/app.ts';

describeEachDatabase('dev outbox: off unless asked for', (target) => {
  // NODE_ENV unset is development: that alone used to serve the outbox on every interface.
  const t = useTestApp(target, {}, { NODE_ENV: 'development' });
  it('answers 404 in development without DEV_OUTBOX', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox.json' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox' })).statusCode).toBe(404);
  });
});

describeEachDatabase('dev outbox: DEV_OUTBOX=true', (target) => {
  const t = useTestApp(target, {}, { NODE_ENV: 'development', DEV_OUTBOX: 'true' });
  it('serves loopback clients (IPv4, IPv6, mapped) only', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox.json', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['10.0.0.5', '192.168.1.20', '::ffff:10.1.2.3', '2001:db8::1']) {
      const res = await t.app.inject({ method: 'GET', url: '/dev/outbox', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
  });
  it('refuses requests relayed by a proxy on this machine', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/dev/outbox.json',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(res.statusCode).toBe(404);
  });
});
