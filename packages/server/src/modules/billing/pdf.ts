/**
 * Invoices as PDF, in English or Arabic (decision 075). PDFKit lays text out with fontkit, which
 * shapes Arabic (joining forms, ligatures) and puts an Arabic run's glyphs right to left; bidi-js
 * gives each character its embedding level (Unicode bidi algorithm), so mixed lines (Arabic with
 * numbers, Latin names, invoice numbers) are cut into runs, ordered visually, and right-aligned.
 * Arabic letters use IBM Plex Sans Arabic (OFL, the app's own font); everything else Helvetica.
 */
import { createRequire } from 'node:module';
import bidiFactory from 'bidi-js';
// oxlint-disable-next-line import/no-named-as-default -- @types/pdfkit types only the default export
import PDFDocument from 'pdfkit';
import { formatMinor, type Invoice, type InvoiceLine } from '@rabt/contract';

type Lang = 'en' | 'ar';

const require = createRequire(import.meta.url);
const ARABIC_FONT = require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff');
const ARABIC_BOLD = require.resolve('@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-600-normal.woff');

const bidi = (
  bidiFactory as unknown as () => {
    getEmbeddingLevels(text: string, direction: 'ltr' | 'rtl'): { levels: Uint8Array };
  }
)();

const EN = {
  invoice: 'Invoice',
  number: 'Invoice number',
  issued: 'Issue date',
  due: 'Due date',
  paidOn: 'Paid on',
  period: 'Period',
  status: 'Status',
  from: 'From',
  to: 'Bill to',
  taxId: 'Tax ID',
  description: 'Description',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  paid: 'Paid',
  unpaid: 'Unpaid',
  pending_payment: 'Pending payment',
  void: 'Void',
  plan: '{plan} ({interval})',
  proration_charge: 'Remaining time on {plan} ({interval})',
  proration_credit: 'Unused time on {plan} ({interval})',
  credit: 'Account credit',
  week: 'weekly',
  month: 'monthly',
  year: 'yearly',
};

const AR: typeof EN = {
  invoice: 'فاتورة',
  number: 'رقم الفاتورة',
  issued: 'تاريخ الإصدار',
  due: 'تاريخ الاستحقاق',
  paidOn: 'تاريخ الدفع',
  period: 'الفترة',
  status: 'الحالة',
  from: 'من',
  to: 'إلى',
  taxId: 'الرقم الضريبي',
  description: 'الوصف',
  amount: 'المبلغ',
  subtotal: 'المجموع الفرعي',
  tax: 'الضريبة',
  total: 'الإجمالي',
  paid: 'مدفوعة',
  unpaid: 'غير مدفوعة',
  pending_payment: 'بانتظار الدفع',
  void: 'ملغاة',
  plan: 'خطة {plan} ({interval})',
  proration_charge: 'المدة المتبقية على خطة {plan} ({interval})',
  proration_credit: 'المدة غير المستخدمة على خطة {plan} ({interval})',
  credit: 'رصيد الحساب',
  week: 'أسبوعي',
  month: 'شهري',
  year: 'سنوي',
};

const LABELS: Record<Lang, typeof EN> = { en: EN, ar: AR };

const isArabicChar = (c: string) => /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/.test(c);

interface Segment {
  text: string;
  level: number;
  arabic: boolean;
}

/** Logical runs of one level and one font, in visual (left-to-right) order (UAX #9 rule L2). */
export function visualSegments(text: string, direction: 'ltr' | 'rtl'): Segment[] {
  const { levels } = bidi.getEmbeddingLevels(text, direction);
  const chars = Array.from(text);
  const segments: Segment[] = [];
  let offset = 0;
  for (const ch of chars) {
    const level = levels[offset] ?? 0;
    offset += ch.length;
    const arabic = isArabicChar(ch);
    const last = segments.at(-1);
    if (last && last.level === level && last.arabic === arabic) last.text += ch;
    else segments.push({ text: ch, level, arabic });
  }
  const max = Math.max(0, ...segments.map((s) => s.level));
  const minOdd = Math.min(...segments.map((s) => s.level).filter((l) => l % 2 === 1), Infinity);
  for (let level = max; level >= minOdd && level > 0; level--) {
    for (let i = 0; i < segments.length;) {
      if (segments[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < segments.length && segments[j]!.level >= level) j++;
      const reversed = segments.slice(i, j).toReversed();
      segments.splice(i, j - i, ...reversed);
      i = j;
    }
  }
  return segments;
}

const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '<': '>', '>': '<', '{': '}', '}': '{' };
/** Bidi mirroring (rule L4) for the brackets a right-to-left run shows. */
const mirror = (text: string) => Array.from(text, (c) => MIRRORED[c] ?? c).join('');
/** The isolate and mark controls steer the bidi algorithm; they have no glyphs. */
const stripControls = (text: string) => text.replace(/[\u2066-\u2069\u200E\u200F\u061C]/g, '');
/** A left-to-right island (numbers, dates, amounts, ids) inside any paragraph. */
const ltr = (text: string) => `\u2066${text}\u2069`;

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, k: string) => vars[k] ?? '');
}

export async function invoicePdf(invoice: Invoice, lang: Lang): Promise<Buffer> {
  const L = LABELS[lang];
  const rtl = lang === 'ar';
  const doc = new PDFDocument({ size: 'A4', margin: 50, info: { Title: `${L.invoice} ${invoice.number}` } });
  doc.registerFont('arabic', ARABIC_FONT);
  doc.registerFont('arabic-bold', ARABIC_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));

  const left = 50;
  const right = doc.page.width - 50;
  let y = 50;

  /** One line of mixed text, aligned to the reading start (right in Arabic) or at `align`. */
  const line = (
    text: string,
    opts: { size?: number; bold?: boolean; align?: 'start' | 'end'; x0?: number; x1?: number; advance?: boolean } = {},
  ) => {
    const size = opts.size ?? 10;
    const x0 = opts.x0 ?? left;
    const x1 = opts.x1 ?? right;
    const segments = visualSegments(text, rtl ? 'rtl' : 'ltr');
    const fontOf = (s: Segment) =>
      s.arabic ? (opts.bold ? 'arabic-bold' : 'arabic') : opts.bold ? 'Helvetica-Bold' : 'Helvetica';
    const shown = segments
      .map((s) => ({
        ...s,
        text: stripControls(!s.arabic && s.level % 2 === 1 ? mirror(Array.from(s.text).toReversed().join('')) : s.text),
      }))
      .filter((s) => s.text.length > 0);
    const width = shown.reduce((w, s) => w + doc.font(fontOf(s)).fontSize(size).widthOfString(s.text), 0);
    const alignEnd = (opts.align ?? 'start') === 'end' ? !rtl : rtl;
    let x = alignEnd ? x1 - width : x0;
    for (const s of shown) {
      doc.font(fontOf(s)).fontSize(size).text(s.text, x, y, { lineBreak: false });
      x += doc.widthOfString(s.text);
    }
    if (opts.advance !== false) y += size * 1.6;
  };
  /** Two columns on one row: a label at the start and a value at the end. */
  const pair = (label: string, value: string, bold = false) => {
    line(label, { bold, advance: false });
    line(value, { bold, align: 'end' });
  };
  const date = (iso: string | null) => ltr(iso ? iso.slice(0, 10) : '—');
  const money = (n: number) => ltr(formatMinor(n, invoice.currency));

  line(`${L.invoice} ${ltr(invoice.number)}`, { size: 20, bold: true });
  y += 6;
  pair(L.status, L[invoice.status]);
  pair(L.issued, date(invoice.issued_at));
  pair(L.due, date(invoice.due_at));
  if (invoice.paid_at) pair(L.paidOn, date(invoice.paid_at));
  if (invoice.period_start && invoice.period_end)
    pair(L.period, ltr(`${invoice.period_start.slice(0, 10)} – ${invoice.period_end.slice(0, 10)}`));
  y += 12;

  const top = y;
  const mid = (left + right) / 2;
  const party = (title: string, p: Invoice['issuer'], x0: number, x1: number) => {
    y = top;
    line(title, { bold: true, x0, x1 });
    line(p.name, { x0, x1 });
    for (const l of p.lines) line(l, { x0, x1 });
    if (p.country) line(p.country, { x0, x1 });
    if (p.tax_id) line(`${L.taxId}: ${ltr(p.tax_id)}`, { x0, x1 });
    if (p.email) line(ltr(p.email), { x0, x1 });
    return y;
  };
  // The issuer sits at the reading start (left in English, right in Arabic).
  const a = party(L.from, invoice.issuer, rtl ? mid + 10 : left, rtl ? right : mid - 10);
  const b = party(L.to, invoice.recipient, rtl ? left : mid + 10, rtl ? mid - 10 : right);
  y = Math.max(a, b) + 16;

  pair(L.description, L.amount, true);
  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .strokeColor('#999999')
    .stroke();
  const lineText = (l: InvoiceLine) => {
    const plan = l.plan_id ? l.plan_id.charAt(0).toUpperCase() + l.plan_id.slice(1) : '';
    return fill(L[l.kind], { plan, interval: l.interval ? L[l.interval] : '' });
  };
  for (const l of invoice.lines) pair(lineText(l), money(l.amount));
  doc
    .moveTo(left, y - 4)
    .lineTo(right, y - 4)
    .stroke();
  pair(L.subtotal, money(invoice.subtotal));
  pair(`${L.tax} (${ltr(`${(invoice.tax_rate_bp / 100).toFixed(2).replace(/\.00$/, '')}%`)})`, money(invoice.tax));
  pair(L.total, money(invoice.total), true);

  doc.end();
  return done;
}
