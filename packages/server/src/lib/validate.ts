/**
 * Request bodies are checked with the contract's superstruct structs, so the server accepts exactly
 * what the app and the mocks were written against. Failures become field errors the forms can show.
 */
import type { FieldError } from '@rabt/contract';
import { StructError, type Failure, type Struct } from 'superstruct';
import { validationFailed } from './errors.ts';

// Spec §5 wording where the spec gives one; generic wording otherwise.
const REQUIRED_MESSAGES: Record<string, string> = {
  name: 'Your name is required',
  email: 'Email is required',
  password: 'Password is required',
  phone: 'Phone is required',
  current_password: 'Current password is required',
  password_confirmation: 'Confirm password is required',
  reason: 'A reason for leaving is required',
  confirm: 'Type CONFIRM to delete your account',
};

function describe(failure: Failure): Omit<FieldError, 'field'> {
  const field = failure.path.join('.');
  const { value, type, refinement } = failure;
  if (type === 'never') return { code: 'unknown_field', message: `${field} is not an accepted field` };
  if (value === undefined) return { code: 'required', message: REQUIRED_MESSAGES[field] ?? `${field || 'body'} is required` };
  if (refinement === 'email' || failure.message === 'invalid_email') {
    return { code: 'invalid_email', message: 'Enter a valid email address' };
  }
  if (refinement === 'size' && typeof value === 'string') {
    const tooShort = /length between `?(\d+)/.exec(failure.message);
    const min = tooShort ? Number(tooShort[1]) : 0;
    if (value.length < min) {
      return value.length === 0
        ? { code: 'required', message: REQUIRED_MESSAGES[field] ?? `${field} is required` }
        : field.endsWith('email')
          ? { code: 'invalid_email', message: 'Enter a valid email address' }
          : { code: 'too_short', message: `${field} must be at least ${min} characters` };
    }
    return { code: 'too_long', message: `${field} is too long` };
  }
  if (type === 'literal' && field === 'confirm') return { code: 'confirmation_mismatch', message: REQUIRED_MESSAGES.confirm! };
  if (type === 'enums' || type === 'literal') return { code: 'invalid_choice', message: `${field} has an unsupported value` };
  if (type === 'object' && field === '') return { code: 'invalid_type', message: 'The request body must be a JSON object' };
  return { code: 'invalid_type', message: `${field || 'body'} must be a ${type}` };
}

export function toFieldErrors(error: StructError): FieldError[] {
  const seen = new Set<string>();
  const out: FieldError[] = [];
  for (const failure of error.failures()) {
    const field = failure.path.join('.') || 'body';
    // One message per field: superstruct can report a type and a size failure for the same value.
    if (seen.has(field)) continue;
    seen.add(field);
    out.push({ field, ...describe(failure) });
  }
  return out;
}

/** Returns the body typed by the struct, or throws VALIDATION_FAILED listing every bad field. */
export function parseBody<T>(struct: Struct<T, unknown>, body: unknown): T {
  const [error, value] = struct.validate(body ?? {});
  if (error) throw validationFailed(toFieldErrors(error));
  return value as T;
}
