import { ErrorCode } from '@rabt/contract';
import { apiError, apiUrl, http } from './http.ts';

/**
 * Site icons (GET /api/icons?url=): the mocks have no sites to ask, so every icon is "not found"
 * at once and screens show their letter avatars, the same in every screenshot.
 */
export const iconHandlers = [
  http.get(apiUrl('icons'), () => apiError(ErrorCode.NOT_FOUND, 'No icon could be loaded for this site.')),
];
