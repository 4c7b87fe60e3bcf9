/** Arabic, Syriac, Thaana and N'Ko letters, plus Arabic presentation forms. */
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** Zero-width non-joiner: keeps two Arabic initials as separate letters instead of a joined word. */
const ZWNJ = '\u200C';
/** Combining marks (Arabic harakat, Quranic marks) and the tatweel are never an initial. */
const MARKS = /[\p{M}\u0640]/gu;

function firstGrapheme(word: string): string {
  const segmenter =
    typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  if (segmenter) {
    for (const { segment } of segmenter.segment(word)) return segment;
    return '';
  }
  return Array.from(word)[0] ?? '';
}

/** Drops the Arabic definite article, so "الحسن" gives "ح" rather than "ا". */
function stripArticle(word: string): string {
  return word.length > 2 && word.startsWith('ال') ? word.slice(2) : word;
}

/**
 * Up to two initials from a person's or organisation's name: first and last word. Works for
 * Latin ("Sara Malik" → "SM"), Arabic ("ليلى الحسن" → "ل‌ح", without the article and
 * without joining), single words, e-mail addresses and emoji.
 */
export function initialsOf(name: string): string {
  const cleaned = name.normalize('NFC').replace(MARKS, '').replace(/@.*$/, '').trim();
  const words = cleaned
    .split(/[\s._]+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}\p{Extended_Pictographic}]+/u, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const arabic = ARABIC_SCRIPT.test(first) || ARABIC_SCRIPT.test(last);
  const letters = [
    firstGrapheme(arabic ? stripArticle(first) : first),
    last ? firstGrapheme(arabic ? stripArticle(last) : last) : '',
  ]
    .filter(Boolean)
    .map((letter) => letter.toLocaleUpperCase());
  return letters.join(arabic ? ZWNJ : '');
}

/** A stable colour for a name, so the same person always gets the same fallback. */
export function toneIndexOf(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return hash % count;
}
