// Value generation for bench/fuzz.ts: valid-looking values from the JSON schemas of the OpenAPI
// document, and hostile ones (huge and negative numbers, long strings, NUL and control characters,
// odd unicode, wrong types, deep nesting, traversal in path segments). Everything is drawn from
// the seeded random source, so one seed gives one request sequence.

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  additionalProperties?: boolean | JsonSchema;
  default?: unknown;
  $ref?: string;
};

export type Random = () => number;

/** Ids and strings the generators draw from: real objects of tenant A (and B), so requests reach deep code. */
export type Pools = {
  ids: Record<string, number[]>;
  guids: string[];
  receipts: string[];
  hostnames: string[];
  /** Valid answers to the channel's form (the filing route). */
  answers: () => Record<string, unknown>;
};

export function pick<T>(random: Random, values: readonly T[]): T {
  const value = values[Math.floor(random() * values.length)];
  if (value === undefined) {
    throw new Error('pick from an empty list');
  }
  return value;
}

export function intBetween(random: Random, lo: number, hi: number): number {
  return lo + Math.floor(random() * (hi - lo + 1));
}

export const hostileIntegers: readonly unknown[] = [
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 31) - 1,
  -1,
  0,
  -0,
  1.5,
  1e308,
  -1e308,
  5e-324,
  'NaN',
  'Infinity',
  '1e3',
  '0x10',
  ' 1',
  '1',
  '',
  '9'.repeat(400),
];

const longString = 'a'.repeat(10_000);
const longUnicode = 'ñ😀'.repeat(3_500);
export const hostileStrings: readonly string[] = [
  longString,
  longUnicode,
  '\u0000',
  'abc\u0000def',
  '\u0001\u0002\u0007\b\u000b\f\u000e\u001b\u001f\u007f',
  '\r\n\r\nX-Injected: 1',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil\u202c',
  '\ufeff\u200b\u200d',
  'e\u0301\u0301\u0301\u0301\u0301',
  '𝕏𝕐ℤ',
  "' OR '1'='1' --",
  '"; drop table den_denuncias; --',
  '%',
  '_',
  '\\',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}<%= 7*7 %>',
  '{{#each this}}{{/each}}',
  'javascript:alert(1)',
  '',
  ' ',
  'null',
  'true',
  '0',
  '-1',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00T00:00:00Z',
  'a@b',
  `${'a'.repeat(300)}@example.test`,
  'http://[::1]:80/',
  'file:///etc/passwd',
];

export const wrongTypes: readonly unknown[] = [null, true, false, 0, -1, 'text', [], [1, 2], {}, { a: 1 }, [[[]]], 1.5];

/** Path segments that try to escape the route: traversal, encoded NUL, bad escapes, odd numbers. */
export const hostilePathSegments: readonly string[] = [
  '..',
  '../',
  '../..',
  '..%2f',
  '%2e%2e',
  '%2e%2e%2f',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5c..%5c',
  '%00',
  '1%00',
  '%00.pdf',
  '%',
  '%zz',
  '%ff',
  '%c0%ae%c0%ae',
  '%E2%80%AE',
  '%F0%9F%98%80',
  '.',
  '%20',
  '1%20',
  '-1',
  '0',
  '-0',
  '2147483648',
  '9007199254740992',
  '1e3',
  '1.5',
  '0x1',
  'NaN',
  'Infinity',
  '%EF%BC%91',
  '%D9%A1',
  '9'.repeat(5_000),
  'a'.repeat(10_000),
  '1;a=b',
  '1,2',
  '[1]',
  '%7B%7D',
  'null',
  'undefined',
  'constructor',
  '__proto__',
];

/** Strings that match the common patterns of the contract, tried in order for a `pattern` string. */
const patternCandidates = [
  'fuzz',
  'abc',
  'a',
  'fuzz_code',
  '2026-01-15',
  '#1565c0',
  'fuzz.example.test',
  'fuzz@example.test',
  '+34 600 000 000',
  '2026-01-15T10:00:00Z',
  'QUJD',
  '1',
  'es',
];

function regexOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern, 'u');
  } catch {
    try {
      return new RegExp(pattern);
    } catch {
      return null;
    }
  }
}

function stringFor(random: Random, schema: JsonSchema, name: string, pools: Pools, marker: string): string {
  const lower = name.toLowerCase();
  if (lower === 'guid' && pools.guids.length > 0) {
    return pick(random, pools.guids);
  }
  if (lower === 'receipt' && pools.receipts.length > 0) {
    return pick(random, pools.receipts);
  }
  // A tenant's hostname (sign-in calls name the tenant by it), not a link.
  if (lower === 'url' && schema.maxLength === 253 && pools.hostnames.length > 0 && random() < 0.8) {
    return pick(random, pools.hostnames);
  }
  if (lower === 'image' || lower === 'avatar') {
    return 'https://example.test/fuzz.png';
  }
  if (schema.format === 'email' || lower.includes('email') || lower === 'destinatario') {
    return 'fuzz@example.test';
  }
  if (schema.format === 'date-time' || lower === 'time') {
    return new Date(Date.UTC(2026, 0, 15, 10)).toISOString();
  }
  if (schema.format === 'uri' || lower.includes('url') || lower === 'link') {
    return 'https://example.test/fuzz';
  }
  if (schema.pattern) {
    const re = regexOf(schema.pattern);
    // A fresh lower-case word first: codes and field ids must often be unique.
    const fresh = `fz${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(random() * 26))).join('')}`;
    const found = re ? [fresh, ...patternCandidates].find((c) => re.test(c)) : undefined;
    return found ?? pick(random, patternCandidates);
  }
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, 60);
  let text = `${marker} ${name}`;
  if (lower === 'motivo' || lower === 'password') {
    text = `${marker} ${name} long enough text`;
  }
  while (text.length < min) {
    text += ' x';
  }
  return text.slice(0, Math.max(max, min));
}

function numberFor(random: Random, schema: JsonSchema, name: string, pools: Pools): number {
  const pool = pools.ids[name];
  if (pool && pool.length > 0 && random() < 0.85) {
    return pick(random, pool);
  }
  if (/^id/.test(name) && random() < 0.5) {
    const all = Object.values(pools.ids).flat();
    if (all.length > 0) {
      return pick(random, all);
    }
  }
  const exclusive = schema.exclusiveMinimum === true;
  const lo = Math.max(schema.minimum ?? 0, -1000) + (exclusive ? 1 : 0);
  const hi = Math.min(schema.maximum ?? lo + 20, lo + 20);
  const value = intBetween(random, lo, Math.max(lo, hi));
  return schema.type === 'number' && random() < 0.3 ? value + 0.5 : value;
}

const filterNames = ['guid', 'iddenuncia', 'iddocumento', 'idmenu', 'codigo', 'ididioma', 'idcliente', 'visible', 'x'];

/** A value that satisfies `schema` as far as this simple generator can (ids and guids from the pools). */
export function validValue(
  random: Random,
  schema: JsonSchema | undefined,
  name: string,
  pools: Pools,
  marker: string,
  depth = 0,
): unknown {
  if (!schema || schema.$ref || depth > 8) {
    return {};
  }
  if (schema.enum && schema.enum.length > 0) {
    return pick(random, schema.enum);
  }
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches && branches.length > 0) {
    return validValue(random, pick(random, branches), name, pools, marker, depth + 1);
  }
  if (schema.allOf && schema.allOf.length > 0) {
    return validValue(random, schema.allOf[0], name, pools, marker, depth + 1);
  }
  if (schema.nullable && random() < 0.1) {
    return null;
  }
  const type = Array.isArray(schema.type) ? pick(random, schema.type) : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return numberFor(random, schema, name, pools);
    case 'boolean':
      return random() < 0.5;
    case 'string':
      return stringFor(random, schema, name, pools, marker);
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.max(min, Math.min(schema.maxItems ?? 3, 3));
      const n = intBetween(random, min, max);
      if (name === 'documentos' && random() < 0.6) {
        return [];
      }
      if (name === 'columns') {
        // Filters differ per list: the chat needs its guid, the others mostly none.
        const r = random();
        if (r < 0.4 && pools.guids.length > 0) {
          return [{ name: 'guid', data: pick(random, pools.guids) }];
        }
        if (r < 0.7) {
          return [];
        }
        return Array.from({ length: n }, () => {
          const filter = pick(random, filterNames);
          const data =
            filter === 'guid' ? (pools.guids[0] ?? 'x') : numberFor(random, { type: 'integer' }, filter, pools);
          return { name: filter, data };
        });
      }
      return Array.from({ length: n }, () => validValue(random, schema.items, name, pools, marker, depth + 1));
    }
    case 'object':
    default: {
      if (name === 'answers') {
        return pools.answers();
      }
      const out: Record<string, unknown> = {};
      const required = new Set(schema.required ?? []);
      for (const [key, sub] of Object.entries(schema.properties ?? {})) {
        // A list's sort column differs per list: usually left to its default.
        const chance = key === 'sort' ? 0.15 : 0.6;
        if (required.has(key) || random() < chance) {
          out[key] = validValue(random, sub, key, pools, marker, depth + 1);
        }
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        out.fuzz = validValue(random, schema.additionalProperties, 'fuzz', pools, marker, depth + 1);
      }
      return out;
    }
  }
}

/** `[[[…]]]` or `{"a":{"a":…}}` nested `depth` levels, as JSON text (JSON.stringify would recurse). */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

type Slot = { parent: Record<string, unknown> | unknown[]; key: string | number; path: string };

/** Every key of every object and array in `value` (where a mutation can be put). */
export function slotsOf(value: unknown, path = 'body', out: Slot[] = []): Slot[] {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      out.push({ parent: value, key: index, path: `${path}.${index}` });
      slotsOf(item, `${path}.${index}`, out);
    });
  } else if (value !== null && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    for (const [key, item] of Object.entries(record)) {
      out.push({ parent: record, key, path: `${path}.${key}` });
      slotsOf(item, `${path}.${key}`, out);
    }
  }
  return out;
}

function describe(value: unknown): string {
  if (typeof value === 'string') {
    if (value.length > 40) {
      return `string(${value.length} chars)`;
    }
    return JSON.stringify(value);
  }
  if (typeof value === 'number') {
    return Number.isInteger(value) && Math.abs(value) >= 2 ** 31
      ? `2^${Math.log2(Math.abs(value)).toFixed(0)}`
      : String(value);
  }
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** A hostile value for one slot, chosen by what the slot holds now; answers what it put. */
export function hostileFor(random: Random, current: unknown): { value: unknown; label: string } {
  const r = random();
  let value: unknown;
  if (typeof current === 'number' && r < 0.7) {
    value = pick(random, hostileIntegers);
  } else if (typeof current === 'string' && r < 0.7) {
    value = pick(random, hostileStrings);
  } else if (r < 0.85) {
    value = pick(random, wrongTypes);
  } else {
    value = random() < 0.5 ? pick(random, hostileStrings) : pick(random, hostileIntegers);
  }
  return { value, label: describe(value) };
}
