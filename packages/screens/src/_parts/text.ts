/**
 * Wraps a value in Unicode first-strong isolates so an e-mail address or a Latin name keeps its
 * own direction inside Arabic text (and an Arabic name inside English), in plain strings.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
