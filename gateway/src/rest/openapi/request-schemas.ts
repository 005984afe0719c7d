import { Type, type TSchema } from 'typebox';
import { object, type JsonSchema, type ObjectSchema } from './json-schema.js';

/**
 * What the /api requests may carry. As loose as the facade's mapping is: a text field takes a
 * number too (it becomes text), lists may come as JSON text, and presence, formats and limits are
 * the subgraphs' rules, answered with their texts. What fails here is a request no mapping could
 * read (a body that is not an object, a list where text belongs).
 */
export const Text = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export const Flag = Type.Union([Type.Boolean(), Type.String(), Type.Number(), Type.Null()]);
export const JsonList = Type.Union([Type.Array(Type.Unknown()), Type.String(), Type.Null()], { description: 'A list, or its JSON text' });
export const Amount = Type.Union([Type.Number(), Type.String(), Type.Null()], { description: 'Whole dollars: 120000, "120,000" or "$95k"' });
export const IdParam = Type.Object({ id: Type.String() });

/** A JSON object body whose fields are all optional (the subgraph says which are required); null reads as {}. */
export function body(properties: Record<string, TSchema>): TSchema {
  const optional: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(properties)) optional[name] = Type.Optional(schema);
  return Type.Union([Type.Object(optional), Type.Null()]);
}

/** Optional query parameters (strings, as a query has them). */
export function query(names: readonly string[]): TSchema {
  const properties: Record<string, TSchema> = {};
  for (const name of names) properties[name] = Type.Optional(Type.String());
  return Type.Object(properties);
}

/** `base` with more (or replaced) properties, all of them required. */
export function extend(base: ObjectSchema, properties: Record<string, JsonSchema>): ObjectSchema {
  return object({ ...base.properties, ...properties }, [...new Set([...base.required, ...Object.keys(properties)])]);
}

/** A success answer: `{ success: true, ...base, ...properties }`. */
export function ok(properties: Record<string, JsonSchema> = {}, base: ObjectSchema = object({})): ObjectSchema {
  return extend(extend(object({ success: { const: true } }), base.properties), properties);
}

export const TEXT: JsonSchema = { type: 'string' };
export const NULLABLE_TEXT: JsonSchema = { type: ['string', 'null'] };
export const INTEGER: JsonSchema = { type: 'integer' };
export const NUMBER: JsonSchema = { type: 'number' };
export const BOOLEAN: JsonSchema = { type: 'boolean' };
