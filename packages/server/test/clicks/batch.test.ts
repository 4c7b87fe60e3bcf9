/**
 * The writer's per-batch classification (prepareBatch) without a database: visitors are keyed by
 * numbers built from the batch's string indices while those numbers are exact, by strings beyond.
 */
import { describe, expect, it } from 'vitest';
import { toColumns } from '../../src/modules/clicks/batch.ts';
import { noGeo } from '../../src/modules/clicks/geo.ts';
import { prepareBatch, type RawClick } from '../../src/modules/clicks/writer.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36';
const AT = Date.parse('2026-11-23T10:00:00.000Z');

function channels(clicks: RawClick[]): Record<string, number> {
  const { rollups } = prepareBatch(toColumns(clicks), noGeo);
  return Object.fromEntries(rollups.filter((r) => r.dimension === 'channel').map((r) => [r.value, r.count]));
}

describe('click batch classification', () => {
  it('a QR visit and a direct visit from the same client stay apart', () => {
    const base = { linkId: 'L', accountId: 'A', at: AT, ip: '203.0.113.7', ua: CHROME, referer: '' };
    expect(
      channels([
        { ...base, qr: false },
        { ...base, qr: true },
      ]),
    ).toEqual({ direct: 1, qr: 1 });
  });

  it('keeps visitors apart in a batch with more distinct strings than numeric keys can tell apart', () => {
    // 170 000 addresses make the batch's string table large enough that 2·S³ passes 2⁵³; the two
    // last clicks, one from a QR code, then get the largest indices, where a rounded numeric key
    // would drop the QR bit and count both as direct.
    const clicks: RawClick[] = [];
    for (let i = 0; i < 170_000; i++) {
      clicks.push({
        linkId: 'L',
        accountId: 'A',
        at: AT,
        ip: `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`,
        ua: CHROME,
        referer: '',
        qr: false,
      });
    }
    const late = {
      linkId: 'L',
      accountId: 'A',
      at: AT,
      ip: '198.51.100.9',
      ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
      referer: '',
    };
    clicks.push({ ...late, qr: false }, { ...late, qr: true });
    expect(channels(clicks)).toEqual({ direct: 170_001, qr: 1 });
  });
});
