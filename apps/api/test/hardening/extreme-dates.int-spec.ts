// Issue 24.10: dates outside the years 1000 to 2999 are refused (400 at the field), never a 500 —
// every date of every route: path parameters, query fields, body fields (nested ones too) and the
// date columns of list filters, found from the routes' own schemas (a new date is covered without
// being listed). The years in range, to their last day, are answered without a 500.
import { z } from 'zod';
import * as contracts from '@pathdesk/contracts';
import { ApiClient } from '../api-client.js';
import { apiRoutes, type ApiRoute } from '../fuzz/api-routes.js';
import { validExamples } from '../fuzz/valid-examples.js';
import { resultRefs } from '../results.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Format = 'date' | 'date-time' | 'month';
type JsonSchema = {
  format?: string;
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const OUT_OF_RANGE: Record<Format, string[]> = {
  date: ['0000-01-01', '0999-12-31', '3000-01-01', '9999-12-31'],
  'date-time': ['0000-01-01T00:00:00Z', '0999-12-31T23:59:59+07:00', '3000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z'],
  month: ['0000-01', '0999-12', '3000-01', '9999-12'],
};
const IN_RANGE: Record<Format, string[]> = {
  date: ['1000-01-01', '2999-12-31'],
  'date-time': ['1000-01-01T00:00:00Z', '2999-12-31T23:59:59+07:00'],
  month: ['1000-01', '2999-12'],
};

/** A date field of a schema: its path (array items as index 0) and what it holds. */
interface DateField {
  path: string[];
  format: Format;
}

function formatOf(json: JsonSchema): Format | undefined {
  if (json.format === 'date' || json.format === 'date-time') return json.format;
  // yyyy-mm (a month): the only pattern that starts with a four-digit year.
  if (json.pattern && /^\^(\[0-9\]|\\d)\{4\}-/.test(json.pattern)) return 'month';
  return undefined;
}

function dateFields(schema: z.ZodType): DateField[] {
  // Both sides: a field behind z.preprocess (blank → not given) is unrepresentable as input, and a
  // body behind a .transform (a case with its parts) is unrepresentable as output.
  const roots = (['output', 'input'] as const).map((io) => z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema);
  const found = new Map<string, DateField>();
  const walk = (json: JsonSchema, path: string[], depth: number) => {
    if (depth > 8) return;
    const format = formatOf(json);
    if (format) found.set(path.join('.'), { path, format });
    for (const [key, inner] of Object.entries(json.properties ?? {})) walk(inner, [...path, key], depth + 1);
    if (json.items) walk(json.items, [...path, '0'], depth + 1);
    for (const inner of [...(json.anyOf ?? []), ...(json.oneOf ?? []), ...(json.allOf ?? [])]) walk(inner, path, depth + 1);
  };
  for (const root of roots) walk(root, [], 0);
  return [...found.values()];
}

/** The example with `value` at `path`, creating what is missing on the way. */
function withValue(example: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(example);
  let at: Record<string, unknown> = copy;
  for (const [i, key] of path.entries()) {
    if (i === path.length - 1) at[key] = value;
    else {
      if (typeof at[key] !== 'object' || at[key] === null) at[key] = /^\d+$/.test(path[i + 1]!) ? [{}] : {};
      at = at[key] as Record<string, unknown>;
    }
  }
  return copy;
}

/** Every column any list filters as a date (the contracts' *_FILTERS maps). */
const DATE_FILTER_COLUMNS = [
  ...new Set(
    Object.values(contracts).flatMap((value) =>
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      Object.values(value).includes('date') &&
      Object.values(value).every((v) => ['text', 'numeric', 'date', 'boolean'].includes(v as string))
        ? Object.entries(value as Record<string, string>).flatMap(([key, type]) => (type === 'date' ? [key] : []))
        : [],
    ),
  ),
];
const dateFilter = (column: string, value: string) => JSON.stringify({ [column]: { operator: 'and', constraints: [{ matchMode: 'dateIs', value }] } });

interface Probe {
  name: string;
  field: string;
  send: (value: string) => Promise<{ status: number; body: { errors?: { field: string }[] } }>;
  format: Format;
}

describe('dates out of range (issue 24.10)', () => {
  let t: TestApp;
  let admin: ApiClient;
  let routes: ApiRoute[];
  let probes: Probe[];
  beforeAll(async () => {
    t = await createTestApp();
    admin = await ApiClient.signedIn(t, 'admin');
    routes = apiRoutes(t.app);
    const examples = validExamples(await resultRefs(t), (await admin.get('/api/auth/check')).body);
    const pathOf = (route: ApiRoute, values: Record<string, string> = {}) =>
      route.path.replace(
        /:(\w+)/g,
        (_all, name: string) =>
          values[name] ?? (name === 'date' ? '2026-01-05' : name === 'jobId' ? '00000000-0000-4000-8000-000000000000' : name === 'panel' ? 'latest-reports' : '1'),
      );
    const bodyOf = (route: ApiRoute) => examples[`${route.method} ${route.path}`]?.();
    probes = routes.flatMap((route): Probe[] => {
      const name = `${route.method.toUpperCase()} ${route.path}`;
      const params = Object.entries(route.params).flatMap(([param, schema]) =>
        dateFields(schema)
          .filter((f) => f.path.length === 0)
          .map((f) => ({
            name: `${name} :${param}`,
            field: param,
            format: f.format,
            send: (value: string) => admin.call(route.method, pathOf(route, { [param]: value }), bodyOf(route)),
          })),
      );
      const query = route.query
        ? dateFields(route.query).map((f) => ({
            name: `${name} ?${f.path.join('.')}`,
            field: f.path.join('.'),
            format: f.format,
            send: (value: string) => admin.call(route.method, `${pathOf(route)}?${new URLSearchParams({ [f.path.join('.')]: value })}`, bodyOf(route)),
          }))
        : [];
      const filters = route.query
        ? DATE_FILTER_COLUMNS.filter((column) => route.query!.safeParse({ filters: dateFilter(column, '2026-01-05') }).success).map((column) => ({
            name: `${name} ?filters=${column}`,
            field: 'filters',
            format: 'date' as const,
            send: (value: string) => admin.call(route.method, `${pathOf(route)}?${new URLSearchParams({ filters: dateFilter(column, value) })}`),
          }))
        : [];
      const body = route.body
        ? dateFields(route.body).map((f) => ({
            name: `${name} body ${f.path.join('.')}`,
            field: f.path.join('.'),
            format: f.format,
            send: (value: string) => admin.call(route.method, pathOf(route), withValue(bodyOf(route) ?? {}, f.path, value)),
          }))
        : [];
      return [...params, ...query, ...filters, ...body];
    });
  });
  afterAll(() => t.close());

  it('finds the dates of the routes the probe hit, in paths, queries, filters and bodies', () => {
    const names = new Set(probes.map((p) => p.name));
    const expected = [
      'GET /api/surgicals ?receivedTo',
      'GET /api/reports/surgicalinvoices ?from',
      'GET /api/labels/pdf ?day',
      'PUT /api/workload/:screenerId/days/:date :date',
      'POST /api/surgicals body receivedAt',
      'PUT /api/lab-settings/turnaround body closures.0.from',
      'GET /api/users ?filters=createdAt',
    ];
    expect(expected.filter((name) => !names.has(name))).toEqual([]);
    expect(probes.length).toBeGreaterThan(60);
  });

  it('refuses every date before the year 1000 or after 2999 with 400 at the field', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      for (const value of OUT_OF_RANGE[probe.format]) {
        const res = await probe.send(value);
        const fields = (res.body.errors ?? []).map((e) => e.field);
        if (res.status !== 400 || !fields.some((f) => f === probe.field || f.startsWith(`${probe.field}.`)))
          failures.push(`${probe.name} = ${value} → ${res.status} ${fields.join(', ')}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers the first and last days of the range without a 500', async () => {
    const failures: string[] = [];
    for (const probe of probes) {
      for (const value of IN_RANGE[probe.format]) {
        const res = await probe.send(value);
        if (res.status >= 500) failures.push(`${probe.name} = ${value} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
