// fast-check values shaped by a zod schema (through its JSON Schema, as input), mixed with what an
// attacker sends: NUL bytes, lone surrogates, huge and odd numbers, deep nesting, unknown fields.
import fc from 'fast-check';
import { z } from 'zod';
import { MATCH_MODES_BY_TYPE } from '@pathdesk/contracts';

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

const hostileText = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '%00',
  "'; drop table app_user; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\u202e\u0000',
  'ก'.repeat(5000),
  'x'.repeat(70_000),
  '99999-01-01',
  '0000-00-00',
  '0000-01-01',
  '9999-12-31',
  '9999-12-31T23:59:59.999Z',
  '1e309',
  '{"$ne":null}',
);
const hostileNumber = fc.constantFrom(1e308, -1e308, 2 ** 31, 2 ** 53 + 1, -1, 0, 0.5, -0, Number.MAX_SAFE_INTEGER, 1e-320);
const deepNesting = fc.integer({ min: 20, max: 2_000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});
// Text the database cannot store comes first: one such string in an otherwise valid body is the
// likeliest way to a 500.
const unstorableText = fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfff', '\udbff\u0000');
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: unstorableText },
  { weight: 2, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constantFrom(null, {}, [], true) },
);

// Any four-digit year, not only plausible ones: year 0 and 9999 (a day after it has six digits)
// gave 500s on 24 routes (issue 24.10). The edges of the accepted years come up often.
const EDGE_DAYS = ['0000-01-01', '0999-12-31', '1000-01-01', '2999-12-31', '3000-01-01', '9999-12-31'];
const EDGE_TIMES = ['T00:00:00Z', 'T23:59:59.999Z', 'T00:00:00+07:00', 'T23:59:59-12:00'];
const anyYear = fc.date({ min: new Date('0000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59.999Z'), noInvalidDate: true });
const plausibleYear = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
const days = fc.oneof(
  { weight: 3, arbitrary: plausibleYear.map((d) => d.toISOString().slice(0, 10)) },
  { weight: 1, arbitrary: anyYear.map((d) => d.toISOString().slice(0, 10)) },
  { weight: 2, arbitrary: fc.constantFrom(...EDGE_DAYS) },
);
const times = fc.oneof(
  { weight: 3, arbitrary: plausibleYear.map((d) => d.toISOString()) },
  { weight: 1, arbitrary: anyYear.map((d) => d.toISOString()) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...EDGE_DAYS), fc.constantFrom(...EDGE_TIMES)).map(([d, t]) => d + t) },
);
const months = fc.oneof(
  days.map((d) => d.slice(0, 7)),
  fc.constantFrom('0000-01', '9999-12', '2026-13'),
);
/** A day (yyyy-mm-dd), a time (ISO) or a month (yyyy-mm), of any four-digit year. */
export const dates = fc.oneof(days, times, months);

type DateFormat = 'date' | 'date-time' | 'month';
const EDGES: Record<DateFormat, fc.Arbitrary<string>> = {
  date: fc.constantFrom(...EDGE_DAYS),
  'date-time': fc.tuple(fc.constantFrom(...EDGE_DAYS), fc.constantFrom(...EDGE_TIMES)).map(([d, t]) => d + t),
  month: fc.constantFrom(...EDGE_DAYS.map((d) => d.slice(0, 7))),
};

/** A field's date format: a day, a time, or a month (the one pattern that starts with a year). */
function dateFormatOf(schema: JsonSchema): DateFormat | undefined {
  if (schema.format === 'date' || schema.format === 'date-time') return schema.format;
  if (schema.pattern && /^\^(\[0-9\]|\\d)\{4\}-/.test(schema.pattern)) return 'month';
  const choices = schema.anyOf ?? schema.oneOf;
  return choices?.map(dateFormatOf).find(Boolean);
}

/**
 * Date fields of a query or body, at once, at the edges of the years (0, 999, 1000, 2999, 3000,
 * 9999): one of a dozen fields drawn at random seldom is the date that breaks (issue 24.10).
 */
function edgeDatesOf(properties: Record<string, JsonSchema>): fc.Arbitrary<Record<string, string>> | undefined {
  const fields = Object.entries(properties).flatMap(([name, schema]) => {
    const format = dateFormatOf(schema);
    return format ? [[name, EDGES[format]] as const] : [];
  });
  // Some of them: a pair out of order (to before from) would be refused before the value is used.
  return fields.length ? fc.subarray(fields, { minLength: 1 }).chain((some) => fc.record(Object.fromEntries(some))) : undefined;
}

function plain(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((s) => valueOf(s, depth)));
  if (schema.allOf?.length) return valueOf(schema.allOf[0]!, depth);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.oneof({ weight: 3, arbitrary: days }, { weight: 1, arbitrary: dates });
      if (schema.format === 'date-time') return fc.oneof({ weight: 3, arbitrary: times }, { weight: 1, arbitrary: dates });
      // A shaped text (a month, a code): values of the shape, whose parts the pattern cannot bound.
      if (schema.pattern) return fc.oneof(fc.stringMatching(new RegExp(schema.pattern)), months, fc.string({ maxLength: 20 }));
      return fc.oneof(fc.string({ maxLength: Math.min(schema.maxLength ?? 40, 40) }), fc.string({ unit: 'grapheme', maxLength: 20 }), dates);
    case 'integer':
      return fc.integer({ min: Math.max(schema.minimum ?? -10, -10), max: Math.min(schema.maximum ?? 1_000, 1_000) });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 4 ? fc.constant([]) : fc.array(valueOf(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const known = fc.record(Object.fromEntries(Object.entries(properties).map(([key, s]) => [key, valueOf(s, depth + 1)])), {
        requiredKeys: (schema.required ?? []).filter((key) => key in properties),
      });
      // Sometimes a field the contract does not know (mass assignment), or a hostile key.
      return fc
        .tuple(known, fc.option(fc.constantFrom('role', 'id', 'createdBy', '__proto__', 'k\u0000', 'constructor'), { freq: 8 }), hostile)
        .map(([record, extra, value]) => (extra === null ? record : { ...record, [extra]: value }));
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** A value for `schema`: mostly well-formed, sometimes hostile anywhere in the tree. */
function valueOf(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 6, arbitrary: plain(schema, depth) }, { weight: 1, arbitrary: hostile });
}

const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input') => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;

/** Whole values shaped by the schema, hostile anywhere. */
export function arbitraryFor(schema: z.ZodType): fc.Arbitrary<unknown> {
  return valueOf(jsonSchemaOf(schema));
}

/** The names of an object schema's fields, as JSON Schema sees them (empty for other schemas). */
function fieldsOf(schema: z.ZodType): string[] {
  const json = jsonSchemaOf(schema);
  return Object.keys(json.properties ?? json.allOf?.[0]?.properties ?? {});
}

/**
 * One field of a valid example changed — to a value shaped by its schema, a hostile value, or
 * removed — or a field the contract does not know added: the rest of the body stays valid, so the
 * value reaches the service (and the database) unless validation stops it.
 */
export function mutationOf(schema: z.ZodType, example: () => Record<string, unknown>): fc.Arbitrary<Record<string, unknown>> {
  const json = jsonSchemaOf(schema);
  const properties = json.properties ?? json.allOf?.[0]?.properties ?? {};
  const fields = fieldsOf(schema);
  const changed = fields.length
    ? fc.constantFrom(...fields).chain((field) => fc.tuple(fc.constant(field), fc.oneof(valueOf(properties[field]!, 1), hostile, hostile, fc.constant(undefined))))
    : fc.tuple(fc.constant('extra'), hostile);
  const added = fc.tuple(fc.constantFrom('role', 'id', 'status', 'createdBy', '__proto__'), hostile);
  const one = fc.tuple(fc.oneof({ weight: 4, arbitrary: changed }, { weight: 1, arbitrary: added }), fc.constant(null)).map(([[field, value]]) => {
    const body = example();
    if (value === undefined) delete body[field];
    else body[field] = value;
    return body;
  });
  const atEdges = edgeDatesOf(properties);
  return atEdges ? fc.oneof({ weight: 5, arbitrary: one }, { weight: 1, arbitrary: atEdges.map((dates) => ({ ...example(), ...dates })) }) : one;
}

/** Column filters as the list pages send them (JSON), on real and unknown fields, with odd values. */
const filters = fc
  .dictionary(
    fc.constantFrom('username', 'name', 'createdAt', 'accessionNo', 'hn', 'status', 'receivedAt', 'code', 'nameTh', 'releasedAt', 'active', 'nope'),
    fc.record({
      operator: fc.constantFrom('and', 'or', 'xor'),
      constraints: fc.array(
        fc.record({
          matchMode: fc.constantFrom(...new Set(Object.values(MATCH_MODES_BY_TYPE).flat()), 'regex'),
          value: fc
            .oneof(fc.string({ maxLength: 12 }), dates, fc.integer(), fc.boolean(), fc.constant(null), hostileText, hostileNumber)
            .map((v) => (typeof v === 'string' ? v.slice(0, 500) : v)),
        }),
        { minLength: 1, maxLength: 3 },
      ),
    }),
    { maxKeys: 3 },
  )
  .map((value) => JSON.stringify(value));

// Capped: Node refuses request heads over 16 KB before the app sees them.
const asQueryText = (v: unknown) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')).slice(0, 2_000);

/**
 * A query of one or two parameters (list queries have defaults for the rest): a value shaped by
 * the schema, a hostile one, or list filters as the pages send them; sometimes a whole generated query.
 */
export function queryFor(schema: z.ZodType): fc.Arbitrary<Record<string, string>> {
  // Shaped by the output side: a query field reads text through z.preprocess (blank → not given),
  // which has no input shape, so its input side says nothing of the day or number it takes.
  const json = jsonSchemaOf(schema, 'output');
  const properties = json.properties ?? {};
  const names = Object.keys(properties);
  const one = names.length
    ? fc
        .constantFrom(...names)
        .chain((name) =>
          fc.tuple(
            fc.constant(name),
            name === 'filters' ? fc.oneof(filters, hostileText) : fc.oneof({ weight: 3, arbitrary: valueOf(properties[name]!, 1) }, unstorableText, hostileText, hostileNumber),
          ),
        )
    : fc.tuple(fc.constant('search'), hostileText);
  const pairs = fc.array(one, { minLength: 1, maxLength: 2 }).map((entries) => Object.fromEntries(entries.map(([k, v]) => [k, asQueryText(v)])));
  const whole = valueOf(json).map((value) =>
    value && typeof value === 'object' && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asQueryText(v)])) : { search: asQueryText(value) },
  );
  const atEdges = edgeDatesOf(properties);
  return atEdges
    ? fc.oneof({ weight: 4, arbitrary: pairs }, { weight: 1, arbitrary: whole }, { weight: 1, arbitrary: atEdges })
    : fc.oneof({ weight: 4, arbitrary: pairs }, { weight: 1, arbitrary: whole });
}
