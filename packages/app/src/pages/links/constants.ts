/**
 * The default short domain (the redirect service's, `SHORT_PORT` 3001 in development). The
 * contract has no domains call yet, so the editor offers this one plus those the links use.
 */
export const DEFAULT_SHORT_DOMAIN = 'localhost:3001';
