/**
 * A one-page PDF holding one raster image, written by hand (the format needs five objects; no
 * dependency): RGB rows (PNG filter "none") deflated, read by FlateDecode with `/Predictor 15`.
 * The alpha channel is dropped: our codes are opaque.
 */
import { deflateSync } from 'node:zlib';
import type { Pixels } from './raster.ts';

/** 1 px = 1/150 inch: a 1200 px code prints 8 inches wide at 150 dpi, sharp for posters too. */
const DPI = 150;

export function pixelsToPdf(image: Pixels): Buffer {
  const { width, height, data } = image;
  // RGB rows with filter byte 0 (none), deflated.
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x++) {
      const src = (y * width + x) * 4;
      const dst = row + 1 + x * 3;
      raw[dst] = data[src]!;
      raw[dst + 1] = data[src + 1]!;
      raw[dst + 2] = data[src + 2]!;
    }
  }
  const pixels = deflateSync(raw, { level: 6 });
  const w = ((width / DPI) * 72).toFixed(2);
  const h = ((height / DPI) * 72).toFixed(2);
  const content = Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`);
  const objects: Buffer[] = [
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 5 0 R >> >> /Contents 4 0 R >>`,
    ),
    Buffer.concat([Buffer.from(`<< /Length ${content.length} >>\nstream\n`), content, Buffer.from('\nendstream')]),
    Buffer.concat([
      Buffer.from(
        `<< /Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode /DecodeParms << /Predictor 15 /Colors 3 /BitsPerComponent 8 /Columns ${width} >> /Length ${pixels.length} >>\nstream\n`,
      ),
      pixels,
      Buffer.from('\nendstream'),
    ]),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}
