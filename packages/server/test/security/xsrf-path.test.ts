/** Issue 16 item 8: the XSRF check decides on the path the router runs, not on the raw URL text. */
import { apiPaths } from '@rabt/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/databases.ts';
import { seedCustomer, useTestApp } from '../helpers/app.ts';

describeEachDatabase('XSRF on encoded paths', (target) => {
  const t = useTestApp(target);

  it.each(['/%61pi/links', '/%61%70%69/links', '/api/%6cinks', '//api/links', '/%2561pi/links'])(
    'POST %s without a token is refused or not found, never creates a link',
    async (url) => {
      const seeded = await seedCustomer(t);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${seeded.token}`, 'account-id': seeded.accountId },
        payload: { long_url: 'https://example.com/xsrf' },
      });
      expect([403, 404]).toContain(res.statusCode);
      if (res.statusCode === 403) expect(res.json().error.code).toBe('XSRF_INVALID');
      const list = await seeded.client.get(apiPaths.links);
      expect(list.body.results).toHaveLength(0);
    },
  );
});
