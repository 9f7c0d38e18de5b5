import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries built from a route's zod schema (through its JSON Schema, zod's own documented export):
 * `fitting` draws values the schema probably accepts, so a request gets past validation into the handler, and
 * `hostile` draws the same values with one thing broken in them, or something else altogether.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** The input side of a zod schema as JSON Schema; what JSON Schema cannot say (custom checks) becomes "anything". */
export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!(schema instanceof z.ZodType)) return {};
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return {};
  }
}

/** Strings an attacker tries first: encodings, sizes, scripts and names that have broken servers before. */
const NASTY_STRINGS = [
  '',
  ' ',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '\u0000',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Eevil',
  'İstanbul',
  'Ｓｌｏｖｏ',
  '😀'.repeat(300),
  'a'.repeat(70_000),
  '9'.repeat(400),
  '-1',
  '0',
  '1e999',
  'NaN',
  'Infinity',
  '0x10',
  'true',
  'null',
  '__proto__',
  'constructor',
  'toString',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${7*7}',
  'https://evil.example/phish',
  'DELETE',
];

/** Opaque cursors as a client could forge them: base64url JSON of the wrong shape, or not base64 at all. */
const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64url');
const FORGED_CURSORS = [
  '{"o":"x"}',
  '{"o":{}}',
  '{"o":-1}',
  '{"o":1e309}',
  '{"o":99999999999999999999}',
  '{"p":null}',
  '{"t":"x","id":[]}',
  '{"id":{"$gt":0}}',
  '{"__proto__":{"o":1}}',
  '[1,2]',
  '"x"',
  'null',
  '{',
].map(b64);
export const hostileCursor = fc.oneof(fc.constantFrom(...FORGED_CURSORS, '!!!', '%', 'a'.repeat(600)), fc.json().map(b64), fc.base64String({ maxLength: 80 }));

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: hostileCursor },
);

/** A value of any type, or a structure no handler expects (deep nesting, a prototype key, huge arrays). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(null, true, false, 0, -1, 1.5, -0, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, [], {}, [[[[]]]], { $gt: 0 }, { __proto__: { admin: true } }),
  },
  { weight: 1, arbitrary: fc.constant(Array.from({ length: 2000 }, (_, i) => i)) },
  { weight: 1, arbitrary: fc.constant(JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}') as unknown) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
);

const types = (s: JsonSchema) => (s.type === undefined ? [] : [s.type].flat());

function fittingString(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  const min = s.minLength ?? 0;
  const max = Math.max(min, Math.min(s.maxLength ?? 24, 24));
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern);
      return fc.stringMatching(re).filter((v) => v.length >= min && (s.maxLength === undefined || v.length <= s.maxLength));
    } catch {
      // A pattern fast-check cannot read: plain strings are still worth sending.
    }
  }
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }));
}

function fittingNumber(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : Number.EPSILON) : undefined);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : Number.EPSILON) : undefined);
  if (integer) {
    // Mostly small ids and counts (the ones that exist), sometimes anywhere in range.
    const min = Math.max(lo ?? -1000, Number.MIN_SAFE_INTEGER);
    const max = Math.min(hi ?? 1000, Number.MAX_SAFE_INTEGER);
    return fc.oneof(fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 50), Math.max(min, 0)) }), fc.integer({ min, max }));
  }
  return fc.double({ min: lo ?? -1e6, max: hi ?? 1e6, noNaN: true, noDefaultInfinity: true });
}

/** Values the schema probably accepts (custom checks aside). */
export function fitting(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => fitting(a, depth + 1)));
  if (s.allOf?.length) return fitting(Object.assign({}, ...s.allOf) as JsonSchema, depth + 1);
  const t = types(s);
  if (t.length > 1) return fc.oneof(...t.map((type) => fitting({ ...s, type }, depth + 1)));
  switch (t[0]) {
    case 'string':
      return fittingString(s);
    case 'integer':
      return fittingNumber(s, true);
    case 'number':
      return fittingNumber(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => fitting(p, depth + 1)));
      const item = s.items ? fitting(s.items, depth + 1) : fc.jsonValue({ maxDepth: 1 });
      return fc.array(item, { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 4, 4)) });
    }
    case 'object': {
      const props = s.properties ?? {};
      if (!Object.keys(props).length && s.additionalProperties && typeof s.additionalProperties === 'object') {
        return fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fitting(s.additionalProperties, depth + 1), { maxKeys: 3 });
      }
      const required = new Set(s.required ?? []);
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, fitting(v, depth + 1)]));
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return depth > 2 ? fc.jsonValue({ maxDepth: 1 }) : fc.jsonValue({ maxDepth: 3 });
  }
}

/** One thing wrong: a field of the wrong type or size, a required field missing, a field nobody asked for. */
function broken(s: JsonSchema): fc.Arbitrary<unknown> {
  const props = Object.keys(s.properties ?? {});
  if (!types(s).includes('object') || !props.length) return hostileValue;
  return fc
    .tuple(fitting(s) as fc.Arbitrary<Record<string, unknown>>, fc.constantFrom(...props), fc.nat(3), hostileValue, fc.string({ minLength: 1, maxLength: 12 }))
    .map(([value, field, how, bad, extra]) => {
      const out: Record<string, unknown> = { ...value };
      if (how === 0) delete out[field];
      else if (how === 3) out[extra] = bad;
      else out[field] = bad;
      return out;
    });
}

/** Requests as a client sends them: mostly fitting, often broken, sometimes something else entirely. */
export function hostile(s: JsonSchema): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(s) }, { weight: 4, arbitrary: broken(s) }, { weight: 1, arbitrary: hostileValue });
}
