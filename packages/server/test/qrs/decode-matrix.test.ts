/**
 * Proof that every code the product can produce scans: render across types and designs (every
 * dot and corner style, colours, logo at the largest allowed size, frames with English and
 * Arabic text, quiet zones, sizes) to PNG through the production path (qrToPng: background, frame,
 * finder and alignment patterns and data modules drawn straight into the pixels, resvg only for the
 * logo and text regions; decision 083) and through resvg alone, and decode each with an
 * independent decoder (jsqr), asserting the exact payload.
 */
import {
  DEFAULT_DESIGN,
  checkDesign,
  cornerStyles,
  dotStyles,
  maxLogoSize,
  minRasterWidth,
  qrDrawing,
  qrLayout,
  renderQrSvg,
  unescapeWifi,
  wifiPayload,
  type QrDesign,
} from '@rabt/contract';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { qrToPixels, qrToPng, svgToPixels, svgToPng } from '../../src/modules/qrs/raster.ts';

function decode(png: Buffer): string | null {
  const image = PNG.sync.read(png);
  const result = jsQR(
    new Uint8ClampedArray(image.data.buffer, image.data.byteOffset, image.data.length),
    image.width,
    image.height,
  );
  return result ? result.data : null;
}

/** A 96×96 opaque PNG logo (a coloured disc on white), made here so the test ships its own data. */
function logoDataUrl(): string {
  const png = new PNG({ width: 96, height: 96 });
  for (let y = 0; y < 96; y++) {
    for (let x = 0; x < 96; x++) {
      const i = (y * 96 + x) * 4;
      const inside = (x - 48) ** 2 + (y - 48) ** 2 < 40 ** 2;
      png.data[i] = inside ? 220 : 255;
      png.data[i + 1] = inside ? 40 : 255;
      png.data[i + 2] = inside ? 90 : 255;
      png.data[i + 3] = 255;
    }
  }
  return `data:image/png;base64,${PNG.sync.write(png).toString('base64')}`;
}

const LOGO = logoDataUrl();

const WIFI_SPECIAL = {
  ssid: 'Kawiarnia "Pod; Lipą", 2.4GHz',
  security: 'WPA' as const,
  password: 'p@ss:word;with\\back,slash',
  hidden: true,
};

const payloads = {
  url: 'https://rabt.link/Ab3dE7k?qr=1',
  wifi: wifiPayload(WIFI_SPECIAL),
  'wifi-open': wifiPayload({ ssid: 'مقهى الواحة', security: 'none', password: '', hidden: false }),
  'wifi-wep': wifiPayload({ ssid: 'Office:2', security: 'WEP', password: 'ABCDE', hidden: false }),
  pdf: 'https://go.example.com/menu-2026?qr=1',
  long: `https://rabt.link/${'x'.repeat(300)}?qr=1`,
};

const palettes: Array<Pick<QrDesign, 'fg' | 'bg'>> = [
  { fg: '#000000', bg: '#ffffff' },
  { fg: '#1d3557', bg: '#f1faee' },
  { fg: '#7b1e3a', bg: '#fff4d6' },
];

const frames: Array<Pick<QrDesign, 'frame' | 'frame_text'>> = [
  { frame: 'none', frame_text: '' },
  { frame: 'box', frame_text: 'Scan me' },
  { frame: 'label', frame_text: 'امسح الرمز للقائمة' },
];

interface Case {
  name: string;
  payload: string;
  design: QrDesign;
  size: number;
}

const cases: Case[] = [];
const payloadNames = Object.keys(payloads) as Array<keyof typeof payloads>;
let k = 0;
for (const dots of dotStyles) {
  for (const corners of cornerStyles) {
    for (const withLogo of [false, true]) {
      for (const frame of frames) {
        const name = payloadNames[k % payloadNames.length]!;
        const palette = palettes[k % palettes.length]!;
        const payload = payloads[name];
        const margin = k % 2 === 0 ? 4 : 2;
        let design: QrDesign = { ...DEFAULT_DESIGN, ...palette, ...frame, dots, corners, margin };
        if (withLogo) {
          // The largest logo the rules allow for this symbol: the hardest case they let through.
          const size = qrLayout(payload, { ...design, logo: LOGO }).symbol.size;
          design = { ...design, logo: LOGO, logo_size: maxLogoSize(size) };
        }
        cases.push({
          name: `${name} ${dots}/${corners} ${withLogo ? 'logo' : 'no-logo'} ${frame.frame} ${palette.fg}`,
          payload,
          design,
          size: Math.max(512, minRasterWidth(qrLayout(payload, design))),
        });
        k++;
      }
    }
  }
}
for (const size of [256, 1024, 2048]) {
  cases.push({
    name: `url rounded/circle logo box @${size}`,
    payload: payloads.url,
    size,
    design: {
      ...DEFAULT_DESIGN,
      dots: 'rounded',
      corners: 'circle',
      logo: LOGO,
      logo_size: 0.2,
      frame: 'box',
      frame_text: 'Scan me',
    },
  });
}
for (const ecc of ['L', 'M', 'Q', 'H'] as const) {
  cases.push({ name: `wifi ecc ${ecc}`, payload: payloads.wifi, size: 512, design: { ...DEFAULT_DESIGN, ecc } });
}

describe('QR decode matrix (jsqr)', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const layout = qrLayout(c.payload, c.design);
    const symbol = layout.symbol.size;
    expect(checkDesign(c.design, symbol)).toEqual([]);
    // A logo raises error correction to H whatever the design asked for (the cases ask for M).
    if (c.design.logo) expect([c.design.ecc, layout.ecc]).toEqual(['M', 'H']);
    // The product's PNG (drawn into the pixels, decision 083) and the whole SVG through resvg.
    expect(decode(qrToPng(c.payload, c.design, c.size))).toBe(c.payload);
    expect(decode(svgToPng(renderQrSvg(c.payload, c.design), c.size))).toBe(c.payload);
  });

  it.each([
    ['square', 'square', 'none', false, 512],
    ['square', 'rounded', 'box', false, 512],
    ['rounded', 'circle', 'box', true, 1024],
    ['rounded', 'rounded', 'label', true, 777],
    ['dots', 'circle', 'label', false, 512],
    ['dots', 'square', 'box', true, 2048],
  ] as const)(
    'draws %s dots, %s corners, frame %s (logo %s) at %i px as resvg draws the SVG',
    (dots, corners, frame, logo, size) => {
      const design: QrDesign = {
        ...DEFAULT_DESIGN,
        fg: '#1d3557',
        bg: '#f1faee',
        dots,
        corners,
        frame,
        frame_text: frame === 'label' ? 'امسح الرمز للقائمة' : 'Scan me',
        logo: logo ? LOGO : null,
      };
      const ours = qrToPixels(qrDrawing(payloads.url, design), size);
      const resvg = svgToPixels(renderQrSvg(payloads.url, design), size);
      expect([ours.width, ours.height]).toEqual([resvg.width, resvg.height]);
      let sum = 0;
      let off = 0;
      for (let i = 0; i < ours.data.length; i += 4) {
        // resvg's pixels are premultiplied; compare where both are opaque (all but a box frame's
        // anti-aliased outer corners, which are transparent in both).
        if (resvg.data[i + 3] !== 255) continue;
        for (let c = 0; c < 4; c++) {
          const e = Math.abs(ours.data[i + c]! - resvg.data[i + c]!);
          sum += e;
          if (e > 8) off++;
        }
      }
      // Anti-aliased edge pixels differ by a few levels (exact area coverage vs resvg's supersampling);
      // nothing is shifted or missing: the mean difference stays under 1 of 255.
      expect(sum / ours.data.length).toBeLessThan(1);
      expect(off / ours.data.length).toBeLessThan(0.04);
    },
  );

  it('round-trips Wi-Fi fields with every special character', () => {
    const payload = wifiPayload(WIFI_SPECIAL);
    expect(payload).toBe('WIFI:T:WPA;S:Kawiarnia \\"Pod\\; Lipą\\"\\, 2.4GHz;P:p@ss\\:word\\;with\\\\back\\,slash;H:true;;');
    const decoded = decode(svgToPng(renderQrSvg(payload, DEFAULT_DESIGN), 512))!;
    // Split on unescaped `;` and read the fields back.
    const fields = Object.fromEntries(
      decoded
        .slice(5)
        .split(/(?<!\\);/)
        .filter(Boolean)
        .map((part) => [part[0], unescapeWifi(part.slice(2))]),
    );
    expect(fields).toEqual({ T: 'WPA', S: WIFI_SPECIAL.ssid, P: WIFI_SPECIAL.password, H: 'true' });
  });
});
