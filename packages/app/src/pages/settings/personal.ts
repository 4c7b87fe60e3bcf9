/**
 * Pure mappers of the profile, security, business and accounts pages (decision 066): API data and
 * errors → screen states and form messages, form values → contract requests.
 */
import {
  ErrorCode,
  FieldErrorList,
  type BusinessDetails,
  type BusinessDetailsRequest,
  type UpdateCustomerRequest,
} from '@rabt/contract';
import { FORM_ERROR, type BusinessValues, type FormSubmitErrors, type ProfileValues } from '@rabt/screens';
import { is } from 'superstruct';
import { isApiError, NO_RESPONSE, type ApiError } from '../../api/errors.ts';
import { submitErrors } from './submit.ts';

/** A failed load: offline when no answer came, else the server's message. */
export function failedState(error: ApiError): { state: 'error'; message: string | null; offline: boolean } {
  return error.code === NO_RESPONSE
    ? { state: 'error', message: null, offline: true }
    : { state: 'error', message: error.message, offline: false };
}

const blank = (v: string) => (v.trim() ? v.trim() : null);

export function profileRequest(v: ProfileValues): UpdateCustomerRequest {
  const hasAddress = [v.line1, v.line2, v.city, v.state, v.postal_code, v.country].some((x) => x.trim());
  return {
    name: v.name.trim(),
    phone: v.phone.trim(),
    language: v.language,
    address: hasAddress
      ? {
          line1: v.line1.trim(),
          line2: blank(v.line2),
          city: v.city.trim(),
          state: blank(v.state),
          country: v.country,
          postal_code: blank(v.postal_code),
        }
      : null,
  };
}

/**
 * The form's fields, and what the business screen does not show passed back unchanged: the
 * account's own tax ID and invoice address columns (invoices use billing's address, decision 066),
 * so saving the name never erases them.
 */
export function businessRequest(v: BusinessValues, current: BusinessDetails): BusinessDetailsRequest {
  return {
    name: v.name.trim(),
    country: blank(v.country),
    legal_name: blank(v.legal_name),
    invoice_email: blank(v.invoice_email),
    tax_id: current.tax_id,
    address: current.address,
  };
}

/** Field error codes the server gives on these forms → the screens' catalogue ids (the reader's language). */
const FIELD_MESSAGES: Record<string, string> = {
  wrong_password: 'screens.settings.profile.wrongPassword',
  taken: 'screens.settings.profile.emailTaken',
  unchanged: 'screens.settings.profile.emailUnchanged',
  mismatch: 'screens.validation.passwordMismatch',
};

/**
 * A rejected mutation → the form's messages, the known rules in the reader's language (the server
 * words them in English; the catalogues hold the same sentences).
 */
export function formErrors<Values>(
  error: unknown,
  fields: readonly (keyof Values & string)[],
  t: (id: string) => string,
): FormSubmitErrors<Values> {
  const errors = submitErrors<Values>(error, fields) as Record<string, string | undefined>;
  if (isApiError(error) && is(error.details, FieldErrorList)) {
    for (const d of error.details) {
      const id = FIELD_MESSAGES[d.code];
      if (id && (fields as readonly string[]).includes(d.field)) errors[d.field] = t(id);
    }
  }
  if (isApiError(error) && error.code === NO_RESPONSE) errors[FORM_ERROR] = t('screens.settings.offlineBody');
  else if (isApiError(error) && error.code === ErrorCode.EMAIL_TAKEN && !errors.email)
    errors.email = t('screens.settings.profile.emailTaken');
  return errors as FormSubmitErrors<Values>;
}
