/**
 * API apps and their keys (decision 063). A key is shown once, stored as a SHA-256 hash, and acts
 * for its organisation only, limited to its scopes (the same permissions as roles).
 */
import { array, boolean, nullable, object, optional, size, string, type Infer } from 'superstruct';
import { IsoDate } from './common.ts';
import { results } from './envelope.ts';
import { PermissionValue } from './roles.ts';

export const API_KEY_PREFIX = 'rk_';

export const APP_MESSAGES = {
  nameRequired: 'App name is required',
  scopeRequired: 'At least one permission must be selected',
} as const;

export const ApiKey = object({
  id: string(),
  name: string(),
  /** The first characters of the key, to recognise it in lists. */
  prefix: string(),
  scopes: array(PermissionValue),
  created_at: IsoDate,
  last_used_at: nullable(IsoDate),
  revoked_at: nullable(IsoDate),
});
export type ApiKey = Infer<typeof ApiKey>;

export const App = object({
  id: string(),
  name: string(),
  description: nullable(string()),
  keys: array(ApiKey),
  created_at: IsoDate,
  updated_at: IsoDate,
});
export type App = Infer<typeof App>;
export const AppResponse = results(App);
export const AppListResponse = results(array(App));

export const AppRequest = object({
  name: size(string(), 1, 80),
  description: optional(nullable(size(string(), 0, 500))),
});
export type AppRequest = Infer<typeof AppRequest>;

export const CreateApiKeyRequest = object({
  name: size(string(), 1, 80),
  scopes: size(array(PermissionValue), 0, 50),
});
export type CreateApiKeyRequest = Infer<typeof CreateApiKeyRequest>;

/** The only answer that carries the secret. */
export const CreatedApiKey = object({
  id: string(),
  name: string(),
  prefix: string(),
  scopes: array(PermissionValue),
  created_at: IsoDate,
  last_used_at: nullable(IsoDate),
  revoked_at: nullable(IsoDate),
  key: string(),
});
export type CreatedApiKey = Infer<typeof CreatedApiKey>;
export const CreatedApiKeyResponse = results(CreatedApiKey);
export const ApiKeyResponse = results(ApiKey);
export const DeleteAppResponse = results(object({ id: string(), deleted: boolean() }));
