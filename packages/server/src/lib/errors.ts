/** Errors the routes throw; the error plugin turns them into the contract's envelope. */
import { ErrorCode, errorStatus, type FieldError } from '@rabt/contract';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function appError(code: ErrorCode, message: string, details?: unknown): AppError {
  return new AppError(errorStatus[code], code, message, details);
}

export const notFound = (message = 'Resource not found') => appError(ErrorCode.NOT_FOUND, message);

export function validationFailed(fields: FieldError[], message = 'Some fields are missing or invalid.'): AppError {
  return appError(ErrorCode.VALIDATION_FAILED, message, fields);
}

/** SQLite and PostgreSQL name a unique violation differently; both mean "already exists". */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
}
