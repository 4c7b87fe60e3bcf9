/** The support center's topics and questions; the words live in the catalogues. */
export const supportTopics = [
  { id: 'links', questions: ['create', 'domain', 'protect', 'bulk'] },
  { id: 'qrs', questions: ['types', 'reprint', 'format'] },
  { id: 'cards', questions: ['what', 'company'] },
  { id: 'billing', questions: ['change', 'invoices', 'cancel'] },
  { id: 'account', questions: ['password', 'team', 'language'] },
] as const;

export type SupportTopicId = (typeof supportTopics)[number]['id'];

/** Case- and accent-insensitive form for matching; also folds Arabic letter variants and strips tashkeel. */
export function normalise(value: string): string {
  return value
    .toLocaleLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .replace(/[أإآ]/g, 'ا')
    .replace(/ى/g, 'ي')
    .replace(/ة/g, 'ه')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Every word of the query appears somewhere in the text. */
export const matches = (haystack: string, query: string): boolean => {
  const words = normalise(query).split(' ').filter(Boolean);
  const text = normalise(haystack);
  return words.every((word) => text.includes(word));
};
