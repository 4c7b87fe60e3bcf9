/**
 * Contract structs → JSON Schema (OpenAPI 3.1 uses JSON Schema 2020-12), read from superstruct's
 * own description of a struct (`type`, `schema`). Optional and nullable leave no trace on a
 * struct's type, so they are found by asking the struct itself whether it accepts undefined / null.
 * Size and pattern refinements are not visible this way; the descriptions say what they check.
 */
import { is, type Struct } from 'superstruct';

export type JsonSchema = Record<string, unknown>;

const FORMATS: Record<string, JsonSchema> = {
  iso_date: { type: 'string', format: 'date-time' },
  email: { type: 'string', format: 'email' },
  permission: {
    type: 'string',
    pattern: '^[a-z]+:(view|create|edit|delete|publish)$',
    description: 'A permission: `resource:action`.',
  },
};

type AnyStruct = Struct<unknown, unknown>;

function inner(struct: AnyStruct): JsonSchema {
  const { type, schema } = struct as unknown as { type: string; schema: unknown };
  switch (type) {
    case 'object':
    case 'type': {
      const shape = (schema ?? {}) as Record<string, AnyStruct>;
      const properties: Record<string, JsonSchema> = {};
      const required: string[] = [];
      for (const [key, value] of Object.entries(shape)) {
        properties[key] = toJsonSchema(value);
        if (!is(undefined, value)) required.push(key);
      }
      return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: type === 'type' };
    }
    case 'array':
      return { type: 'array', items: schema ? toJsonSchema(schema as AnyStruct) : {} };
    case 'record':
      return { type: 'object', additionalProperties: true };
    case 'enums':
      return { enum: Object.values(schema as Record<string, unknown>) };
    case 'literal':
      return { const: schema };
    case 'union':
      return { anyOf: (schema as AnyStruct[]).map(toJsonSchema) };
    case 'string':
    case 'number':
    case 'boolean':
    case 'integer':
      return { type };
    case 'unknown':
    case 'any':
      return {};
    default:
      return FORMATS[type] ?? { type: 'string', description: type };
  }
}

export function toJsonSchema(struct: AnyStruct): JsonSchema {
  const schema = inner(struct);
  if (is(null, struct) && !('const' in schema)) return { anyOf: [schema, { type: 'null' }] };
  return schema;
}
