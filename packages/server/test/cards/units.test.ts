/**
 * Cards without a server: the vCard 3.0 generator read back by an independent parser (ical.js),
 * folding and escaping by octets, photo processing (square crop, resize, EXIF orientation,
 * refusals) and the shared form rules (Unicode-letter names, E.164 phones, required fields).
 */
import {
  CARD_MESSAGES,
  checkCardInput,
  checkCompanyInput,
  formatPhone,
  isLettersOnlyName,
  normalizePhone,
  normalizeWebsite,
} from '@rabt/contract';
import ICAL from 'ical.js';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { jpegOrientation, PhotoError, processPhoto, squareResize } from '../../src/lib/images/photo.ts';
import { buildVCard, escapeText, foldLine, vcardDisposition, type VCardInput } from '../../src/modules/cards/vcard.ts';

function png(width: number, height: number, paint: (x: number, y: number) => [number, number, number, number]): Buffer {
  const image = new PNG({ width, height });
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) image.data.set(paint(x, y), (y * width + x) * 4);
  return PNG.sync.write(image);
}

/** A tiny JPEG with an APP1 Exif segment carrying `orientation`. */
function jpegWithOrientation(
  width: number,
  height: number,
  orientation: number,
  paint: (x: number, y: number) => [number, number, number],
) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) data.set([...paint(x, y), 255], (y * width + x) * 4);
  const raw = jpeg.encode({ width, height, data }, 95).data;
  // Big-endian TIFF header, one IFD entry: 0x0112 SHORT 1 = orientation.
  const tiff = Buffer.from([0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0]);
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'binary'), tiff]);
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 255]), payload]);
  return Buffer.concat([raw.subarray(0, 2), app1, raw.subarray(2)]);
}

const PHOTO = processPhoto(png(120, 80, (x) => (x < 60 ? [200, 30, 30, 255] : [30, 30, 200, 255]))).base64;

const card: VCardInput = {
  language: 'ar',
  theme: null,
  prefix: 'د.',
  first_name: 'ليلى',
  last_name: 'الحداد',
  suffix: 'PhD, MBA',
  pronouns: 'she/her',
  company_id: 'c1',
  department: 'Sales; EMEA',
  job_title: 'Head of Sales, Gulf\\North',
  websites: [
    { label: 'Work', value: 'https://example.com/a,b;c' },
    { label: 'Portfolio', value: 'https://layla.example' },
  ],
  emails: [
    { label: 'work', value: 'layla@example.com' },
    { label: 'Personal', value: 'l.haddad@example.org' },
  ],
  phones: [
    { label: 'Office', value: '+966112345678' },
    { label: 'Fax', value: '+966112345679' },
    { label: 'Riyadh desk', value: '+966112345670' },
  ],
  mobile: '+966501234567',
  slogan: 'نربط الناس\nونبني الثقة، دائماً; وبكل وضوح',
  company_name: 'Acme; Sp. z o.o., Oddział: Kraków',
  company_address: 'King Fahd Rd, Riyadh; KSA',
  company_website: 'https://acme.example',
  card_url: 'https://rabt.link/c/abcd2345',
  photo_base64: PHOTO,
};

type JProp = [string, Record<string, string | string[]>, string, ...unknown[]];

function parse(text: string): JProp[] {
  const parsed = ICAL.parse(text) as unknown as ['vcard', JProp[], unknown[]];
  expect(parsed[0]).toBe('vcard');
  return parsed[1];
}
const values = (props: JProp[], name: string) => props.filter((p) => p[0] === name).map((p) => p[3]);

describe('vCard 3.0', () => {
  const text = buildVCard(card);
  const props = parse(text);

  it('is a 3.0 card with CRLF lines, none longer than 75 octets, folds never inside a code point', () => {
    expect(text.startsWith('BEGIN:VCARD\r\nVERSION:3.0\r\n')).toBe(true);
    expect(text.endsWith('END:VCARD\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
      expect(Buffer.from(line).toString('utf8')).not.toContain('\uFFFD');
    }
    expect(values(props, 'version')).toEqual(['3.0']);
  });

  it('reads back the Arabic names, structured with commas and semicolons intact', () => {
    expect(values(props, 'n')).toEqual([['الحداد', 'ليلى', '', 'د.', 'PhD, MBA']]);
    expect(values(props, 'org')).toEqual([['Acme; Sp. z o.o., Oddział: Kraków', 'Sales; EMEA']]);
    expect(values(props, 'adr')).toEqual([['', '', 'King Fahd Rd, Riyadh; KSA', '', '', '', '']]);
  });

  it('escapes single-value TEXT per RFC 2426 (";" too) and reads back commas, backslashes and newlines', () => {
    expect(text).toContain('TITLE:Head of Sales\\, Gulf\\\\North\r\n');
    expect(values(props, 'title')).toEqual(['Head of Sales, Gulf\\North']);
    // ical.js follows RFC 6350 for single-value text, where ";" is never escaped, so it keeps "\;".
    expect(values(props, 'note')[0]).toBe('نربط الناس\nونبني الثقة، دائماً\\; وبكل وضوح\n(she/her)');
    expect(values(props, 'fn')).toEqual(['د. ليلى الحداد, PhD, MBA']);
  });

  it('keeps every phone (E.164), e-mail and website with its type or label', () => {
    const tel = props.filter((p) => p[0] === 'tel');
    expect(tel.map((p) => p[3])).toEqual(['+966501234567', '+966112345678', '+966112345679', '+966112345670']);
    expect(tel[0]![1].type).toBe('CELL');
    expect(tel[2]![1].type).toEqual(['WORK', 'FAX']);
    const desk = tel[3]!;
    const group = desk[1].group as string;
    expect(props.find((p) => p[0] === 'x-ablabel' && p[1].group === group)?.[3]).toBe('Riyadh desk');
    expect(values(props, 'email')).toEqual(['layla@example.com', 'l.haddad@example.org']);
    // URL values are URIs: commas and semicolons stay as they are.
    expect(values(props, 'url')).toEqual([
      'https://example.com/a,b;c',
      'https://layla.example',
      'https://acme.example',
      'https://rabt.link/c/abcd2345',
    ]);
  });

  it('embeds the photo as base64 JPEG that decodes to the stored square', () => {
    const photo = props.find((p) => p[0] === 'photo')!;
    expect(photo[1]).toMatchObject({ encoding: 'b', type: 'JPEG' });
    expect(photo[3]).toBe(PHOTO);
    const decoded = jpeg.decode(Buffer.from(photo[3] as string, 'base64'));
    expect([decoded.width, decoded.height]).toEqual([80, 80]);
  });

  it('is deterministic (no REV) and names the download in both scripts', () => {
    expect(buildVCard(card)).toBe(text);
    expect(vcardDisposition(card)).toBe(
      `attachment; filename="contact.vcf"; filename*=UTF-8''${encodeURIComponent('ليلى الحداد.vcf')}`,
    );
    expect(vcardDisposition({ first_name: 'Layla', last_name: 'Haddad' })).toContain('filename="Layla-Haddad.vcf"');
  });

  it('folds by octets: an Arabic line of 2-byte letters and an emoji never split', () => {
    const line = `NOTE:${'ع'.repeat(50)}😀${'x'.repeat(10)}`;
    const folded = foldLine(line);
    expect(folded.split('\r\n ').join('')).toBe(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part)).toBeLessThanOrEqual(75);
    expect(escapeText('a\\b,c;d\ne')).toBe('a\\\\b\\,c\\;d\\ne');
  });

  it('a card with only the required fields is still a valid card', () => {
    const minimal = parse(
      buildVCard({
        ...card,
        language: 'en',
        prefix: null,
        suffix: null,
        pronouns: null,
        first_name: 'Ann',
        last_name: 'Lee',
        websites: [],
        phones: [],
        mobile: null,
        slogan: null,
        company_address: null,
        company_website: null,
        photo_base64: null,
      }),
    );
    expect(values(minimal, 'fn')).toEqual(['Ann Lee']);
    expect(values(minimal, 'photo')).toEqual([]);
  });
});

function refused(buf: Buffer): string | null {
  try {
    processPhoto(buf);
  } catch (error) {
    return (error as PhotoError).message;
  }
  return null;
}

function problems(body: Record<string, unknown>) {
  const out = checkCardInput(body);
  return out.ok ? {} : Object.fromEntries(out.problems.map((p) => [p.field, p.message]));
}

describe('photos', () => {
  it('crops the centre square of a wide image and scales it down to 400 px', () => {
    const wide = png(1200, 600, (x) => (x < 300 || x >= 900 ? [255, 0, 0, 255] : [0, 255, 0, 255]));
    const out = jpeg.decode(Buffer.from(processPhoto(wide).base64, 'base64'));
    expect([out.width, out.height]).toEqual([400, 400]);
    // The red side bands are cropped away: the corners are green.
    expect(out.data[0]).toBeLessThan(60);
    expect(out.data[1]).toBeGreaterThan(200);
  });

  it('flattens transparency onto white and never scales up', () => {
    const clear = png(100, 100, () => [0, 0, 0, 0]);
    const out = jpeg.decode(Buffer.from(processPhoto(clear).base64, 'base64'));
    expect([out.width, out.height]).toEqual([100, 100]);
    expect(out.data[0]).toBeGreaterThan(240);
  });

  it('turns a JPEG upright by its EXIF orientation (6: stored rotated 90° clockwise)', () => {
    // Stored: top half dark, bottom half light. Orientation 6 means display = stored turned 90° cw,
    // so the dark half ends up on the right.
    const buf = jpegWithOrientation(100, 100, 6, (_x, y) => (y < 50 ? [10, 10, 10] : [240, 240, 240]));
    expect(jpegOrientation(buf)).toBe(6);
    const out = jpeg.decode(Buffer.from(processPhoto(buf).base64, 'base64'));
    const at = (x: number, y: number) => out.data[(y * out.width + x) * 4]!;
    expect(at(90, 50)).toBeLessThan(60);
    expect(at(10, 50)).toBeGreaterThan(200);
  });

  it('refuses other types, unreadable bytes and tiny images with the form messages', () => {
    expect(refused(Buffer.from('GIF89a....'))).toBe(CARD_MESSAGES.photoType);
    expect(refused(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 1, 2, 3]))).toBe(CARD_MESSAGES.photoUnreadable);
    expect(refused(png(40, 40, () => [0, 0, 0, 255]))).toBe(CARD_MESSAGES.photoTooSmall);
    expect(refused(Buffer.alloc(6 * 1024 * 1024))).toBe(CARD_MESSAGES.photoTooLarge);
  });

  it('squareResize averages areas (a 2×2 checker becomes mid grey at 1 px)', () => {
    const data = new Uint8Array([0, 0, 0, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 255]);
    expect(Array.from(squareResize({ width: 2, height: 2, data }, 1).data)).toEqual([128, 128, 128, 255]);
  });
});

describe('card and company rules', () => {
  const valid = {
    first_name: 'Layla',
    last_name: 'Haddad',
    job_title: 'Head of Sales',
    department: 'Sales',
    company_id: 'C1',
    emails: [{ label: 'Work', value: 'layla@example.com' }],
  };

  it('names are Unicode letters in any script, with marks and inner spaces, hyphens, apostrophes', () => {
    for (const name of ['Layla', 'ليلى', 'عبد الله', 'مُحَمَّد', 'Zoë', 'Mary-Jane', 'O’Brien', 'Łukasz', '李']) {
      expect(isLettersOnlyName(name), name).toBe(true);
    }
    for (const name of ['Layla2', 'R2-D2', 'Ann!', 'a  b', '-Ann', 'Ann 😀', '٣'])
      expect(isLettersOnlyName(name), name).toBe(false);
    expect(problems({ ...valid, first_name: 'Layla2', last_name: 'Had dad!' })).toEqual({
      first_name: CARD_MESSAGES.firstNameLetters,
      last_name: CARD_MESSAGES.lastNameLetters,
    });
  });

  it('requires names, job title, department, an e-mail and a company, each with its message', () => {
    expect(problems({})).toEqual({
      first_name: CARD_MESSAGES.firstNameRequired,
      last_name: CARD_MESSAGES.lastNameRequired,
      job_title: CARD_MESSAGES.jobTitleRequired,
      department: CARD_MESSAGES.departmentRequired,
      company_id: CARD_MESSAGES.companyRequired,
      emails: CARD_MESSAGES.emailRequired,
    });
    expect(problems({ ...valid, emails: [{ label: '', value: 'nope' }] })).toEqual({
      'emails.0.value': CARD_MESSAGES.emailInvalid,
    });
    expect(problems({ ...valid, job_title: '<script>' })).toEqual({ job_title: CARD_MESSAGES.jobTitleInvalid });
  });

  it('stores phones in E.164 (international, or national with the form’s country) and refuses invalid ones', () => {
    const out = checkCardInput({
      ...valid,
      default_country: 'SA',
      mobile: '050 123 4567',
      phones: [
        { label: 'Office', value: '+44 20 7946 0958' },
        { label: '', value: '' },
      ],
    });
    expect(out.ok && out.values.mobile).toBe('+966501234567');
    expect(out.ok && out.values.phones).toEqual([{ label: 'Office', value: '+442079460958' }]);
    expect(problems({ ...valid, mobile: '12345', phones: [{ label: 'x', value: 'call me' }] })).toEqual({
      mobile: CARD_MESSAGES.phoneInvalid,
      'phones.0.value': CARD_MESSAGES.phoneInvalid,
    });
    expect(normalizePhone('+1 (415) 555-2671')).toBe('+14155552671');
    expect(formatPhone('+966501234567', 'SA')).toBe('050 123 4567');
    expect(formatPhone('+966501234567', 'GB')).toBe('+966 50 123 4567');
  });

  it('websites get https:// when typed bare; other schemes are refused; lists hold at most 5', () => {
    expect(normalizeWebsite('example.com/about')).toBe('https://example.com/about');
    expect(normalizeWebsite('javascript:alert(1)')).toBeNull();
    expect(normalizeWebsite('ftp://example.com')).toBeNull();
    const many = Array.from({ length: 6 }, (_, i) => ({ label: '', value: `a${i}@example.com` }));
    expect(problems({ ...valid, emails: many })).toEqual({ emails: CARD_MESSAGES.tooMany });
  });

  it('company: name required, colours #rrggbb, phone E.164, defaults for theme and colours', () => {
    const bad = checkCompanyInput({ name: ' ', brand_color: 'red', phone: 'abc', website: 'mailto:x@y.z', card_theme: 'neon' });
    expect(bad.ok ? [] : bad.problems.map((p) => p.field)).toEqual(['name', 'website', 'phone', 'brand_color', 'card_theme']);
    const good = checkCompanyInput({ name: 'Acme', phone: '+966 11 234 5678', brand_color: '#AA0000' });
    expect(good.ok && good.values).toMatchObject({
      name: 'Acme',
      phone: '+966112345678',
      brand_color: '#aa0000',
      card_theme: 'classic',
    });
  });
});
