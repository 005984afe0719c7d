import { Type, type TSchema } from 'typebox';
import { object, type JsonSchema, type ObjectSchema } from './json-schema.js';
import { MESSAGE_KEYWORD, MISSING_MESSAGE_KEYWORD } from '../execute.js';
import { MAPPING_MESSAGES } from '../accounts.mapping.js';

/**
 * What the /api requests may carry (docs/decisions/openapi-as-validator.md). Where a route's
 * service has a static rule (required, format, enum, range, length) its schema declares it with
 * the contract's constants and the service's text (`says`); elsewhere fields are as loose as the
 * facade's mapping: a text field takes a number too (it becomes text), lists may come as JSON text.
 */
export const Text = Type.Union([Type.String(), Type.Number(), Type.Null()]);
export const Flag = Type.Union([Type.Boolean(), Type.String(), Type.Number(), Type.Null()]);
export const JsonList = Type.Union([Type.Array(Type.Unknown()), Type.String(), Type.Null()], { description: 'A list, or its JSON text' });
/** One JSON string literal (RFC 8259: no raw control characters, only the defined escapes). */
const JSON_STRING = '"(?:[^"\\\\\\u0000-\\u001f]|\\\\["\\\\/bfnrt]|\\\\u[0-9a-fA-F]{4})*"';
// JSON's own whitespace: \s would also match spaces JSON.parse refuses (U+00A0, U+2028...).
const JSON_SPACE = '[ \\t\\n\\r]*';
/** The JSON text of a list of strings (what the mapping's JSON.parse reads as one), or blank. */
const JSON_TEXT_LIST = `^$|^${JSON_SPACE}\\[${JSON_SPACE}(?:${JSON_STRING}${JSON_SPACE}(?:,${JSON_SPACE}${JSON_STRING}${JSON_SPACE})*)?\\]${JSON_SPACE}$`;
/** Skills: a list of text, or its JSON text. */
export const TextList = Type.Union([Type.Array(Type.String()), Type.String({ pattern: JSON_TEXT_LIST }), Type.Null()], {
  description: 'A list of text, or its JSON text',
  ...says(MAPPING_MESSAGES.skills),
});
const JSON_NUMBER = '-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?';
const JSON_SCALAR = `(?:${JSON_STRING}|${JSON_NUMBER}|true|false|null)`;
const JSON_MEMBER = `${JSON_STRING}${JSON_SPACE}:${JSON_SPACE}${JSON_SCALAR}`;
const JSON_FLAT_OBJECT = `\\{${JSON_SPACE}(?:${JSON_MEMBER}${JSON_SPACE}(?:,${JSON_SPACE}${JSON_MEMBER}${JSON_SPACE})*)?\\}`;
/** The JSON text of a list of entries whose values are plain (what the mapping reads), or blank. */
const JSON_ENTRY_LIST = `^$|^${JSON_SPACE}\\[${JSON_SPACE}(?:${JSON_FLAT_OBJECT}${JSON_SPACE}(?:,${JSON_SPACE}${JSON_FLAT_OBJECT}${JSON_SPACE})*)?\\]${JSON_SPACE}$`;
/** Work experiences: a list of entries (objects), or its JSON text. */
export const EntryList = Type.Union([Type.Array(Type.Object({})), Type.String({ pattern: JSON_ENTRY_LIST }), Type.Null()], {
  description: 'A list of entries, or its JSON text',
  ...says(MAPPING_MESSAGES.workExperiences),
});
/** The largest amount the graph's Int holds (the mapping refuses more). */
export const MAX_AMOUNT = 2_147_483_647;
/**
 * Amount text the mapping reads, kept under MAX_AMOUNT by its width: blank; up to 9 digits
 * (999,999,999); the same with thousands commas; up to 6 digits with `k`. Cents allowed, `$` first.
 */
const AMOUNT_TEXT = [
  '^\\s*$',
  '^\\s*\\$?[0-9]{1,9}(?:\\.[0-9]{1,2})?\\s*$',
  '^\\s*\\$?[0-9]{1,3}(?:,[0-9]{3}){1,2}(?:\\.[0-9]{1,2})?\\s*$',
  '^\\s*\\$?[0-9]{1,6}(?:\\.[0-9]{1,2})?[kK]\\s*$',
].join('|');
/**
 * Dollars as the mapping reads them (accounts.mapping.ts `salary`): a number from 0, or text like
 * "120000", "120,000", "$95k"; blank or null for none.
 */
export const Amount = Type.Union([Type.Number({ minimum: 0, maximum: MAX_AMOUNT }), Type.String({ pattern: AMOUNT_TEXT }), Type.Null()], {
  description: 'Whole dollars: 120000, "120,000" or "$95k"',
  ...says(MAPPING_MESSAGES.salary),
});
export const IdParam = Type.Object({ id: Type.String() });

/**
 * A JSON object body. Fields named in `required` must be there (the refusal text is the field's
 * x-message, see `says`); the others are optional. Without required fields null reads as {}.
 */
export function body(properties: Record<string, TSchema>, required: readonly string[] = [], options: Record<string, unknown> = {}): TSchema {
  const fields: Record<string, TSchema> = {};
  for (const [name, schema] of Object.entries(properties)) fields[name] = required.includes(name) ? schema : Type.Optional(schema);
  return required.length > 0 ? Type.Object(fields, options) : Type.Union([Type.Object(fields, options), Type.Null()]);
}

/**
 * The text a refusal of this schema answers (its x-message, read by the route's error handler):
 * the one the service answers for the same rule, so a request refused by its schema gets the text
 * it always got. A record gives a text per JSON Schema keyword (`{ pattern: ..., maxLength: ... }`).
 */
export function says(text: string | Record<string, string>, whenMissing?: string): Record<string, string | Record<string, string>> {
  return { [MESSAGE_KEYWORD]: text, ...(whenMissing === undefined ? {} : { [MISSING_MESSAGE_KEYWORD]: whenMissing }) };
}

/** Text that is not blank (the services trim), at most `maxLength` characters when given. */
export function FilledText(text: string, maxLength?: number): TSchema {
  return Type.String({ pattern: '\\S', ...(maxLength === undefined ? {} : { maxLength }), ...says(text) });
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
