/**
 * The one mapping between the graph's answers and the `/api` contract: every key goes from
 * camelCase to snake_case (`top5Skills` → `top5_skills`), recursively. Where the spec's name is
 * not the snake_case of the graph's, the operation says so with an alias (`price: priceUsd`,
 * `companies: interviews`); what an alias cannot say is in REST_EXCEPTIONS below.
 */

/** `jobTitle` → `job_title`, at the type level, so the routes' answers stay typed. */
export type SnakeKey<S extends string> = S extends `${infer Head}${infer Rest}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeKey<Rest>}`
  : S;

/**
 * Values kept as the graph answers them: the spec's work experience entity keeps its camelCase
 * keys (company, jobTitle, startMonth, ...) wherever it appears.
 */
export const REST_EXCEPTIONS = { keepKeysOf: ['workExperiences'] } as const;
type Kept = (typeof REST_EXCEPTIONS.keepKeysOf)[number];

export type Rest<T> = T extends readonly (infer Item)[]
  ? Rest<Item>[]
  : T extends object
    ? { [K in keyof T as K extends string ? SnakeKey<K> : K]: K extends Kept ? T[K] : Rest<T[K]> }
    : T;

const kept: ReadonlySet<string> = new Set(REST_EXCEPTIONS.keepKeysOf);

/** Whether the value under this graph key keeps the graph's names. */
export const keepsKeys = (key: string): boolean => kept.has(key);
// The graph has a few hundred field names: each is converted once (the search maps thousands of keys a page).
const snakeKeys = new Map<string, string>();

export function snakeKey(key: string): string {
  let snake = snakeKeys.get(key);
  if (snake === undefined) snakeKeys.set(key, (snake = key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)));
  return snake;
}

// Plain loops rather than Object.entries and map: a search page is thousands of keys, and the
// arrays those allocate showed in the gateway's profile (docs/decisions/efficiency.md).
function convert(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const items: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i += 1) items[i] = convert(value[i]);
    return items;
  }
  const object = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key in object) out[snakeKey(key)] = kept.has(key) ? object[key] : convert(object[key]);
  return out;
}

/** The graph's answer (or a part of it) in the contract's snake_case. */
export function toRest<T>(value: T): Rest<T> {
  return convert(value) as Rest<T>;
}
