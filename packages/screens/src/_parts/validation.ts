/** Client checks shared by the auth forms (spec §5). Messages come from the screen catalogues. */

// The same pragmatic check as the API contract: one @, a dot in the domain, no spaces.
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (value: string | undefined): boolean => EMAIL_RE.test((value ?? '').trim());
export const isBlank = (value: string | undefined): boolean => (value ?? '').trim() === '';

/** New passwords: the contract's minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

type Translate = (id: string, values?: Record<string, string | number>) => string;

export const emailError = (t: Translate, value: string | undefined) =>
  isEmail(value) ? undefined : t('screens.validation.emailInvalid');

export const passwordRequiredError = (t: Translate, value: string | undefined) =>
  value ? undefined : t('screens.validation.passwordRequired');

export const newPasswordError = (t: Translate, value: string | undefined) => {
  if (!value) return t('screens.validation.passwordRequired');
  if (value.length < PASSWORD_MIN_LENGTH) return t('screens.validation.passwordTooShort', { min: PASSWORD_MIN_LENGTH });
  return undefined;
};
