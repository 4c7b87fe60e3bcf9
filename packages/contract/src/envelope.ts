import { number, object, type Describe, type Struct } from 'superstruct';

/** Success envelope: `{ results: … }` (spec §7). */
export function results<T>(inner: Struct<T, unknown> | Describe<T>) {
  return object({ results: inner as Struct<T, unknown> });
}

export const PageMeta = object({ page: number(), per_page: number(), total: number() });

/** List envelope: `{ results: [...], meta: { page, per_page, total } }`. */
export function page<T>(inner: Struct<T, unknown>) {
  return object({ results: inner, meta: PageMeta });
}
