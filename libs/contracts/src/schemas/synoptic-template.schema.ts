import { customIssue } from '../error-codes.js';
import { z } from 'zod';
import { BIOMARKER_ELEMENT_VALUES } from '../synoptic/biomarkers/index.js';
import { linePlaceholders } from '../synoptic/diagnosis-line.js';
import { icdO3ShapeProblem } from '../synoptic/icd-o3.js';
import {
  BIOMARKER_TEMPLATE_IDS,
  ICDO3_KINDS,
  SYNOPTIC_LEVELS,
  isAnyCondition,
  templateElements,
  type SynopticElement,
  type SynopticTemplate,
  type SynopticValueCondition,
} from '../synoptic/template.js';

/** Ids of templates, sections and elements: lower-case words joined by hyphens. */
export const synopticIdSchema = z
  .string()
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens');

const text = (max: number) => z.string().trim().min(1, 'is required').max(max);
const labelSchema = z.strictObject({ en: text(300), th: text(300) });

const choiceSchema = z.strictObject({
  value: z
    .string()
    .max(60)
    .regex(/^[A-Za-z0-9][A-Za-z0-9()+./_-]*$/, 'must be letters, digits and ( ) + . / _ - without spaces'),
  label: labelSchema,
  short: z.string().max(100).optional(),
  code: z.string().optional(),
  specify: synopticIdSchema.optional(),
  exclusive: z.literal(true).optional(),
});

const valueConditionSchema = z.strictObject({
  element: synopticIdSchema,
  in: z.array(z.string()).min(1).optional(),
  min: z.number().finite().optional(),
});
const conditionSchema = z.union([valueConditionSchema, z.strictObject({ any: z.array(valueConditionSchema).min(2) })]);

const base = {
  id: synopticIdSchema,
  label: labelSchema,
  level: z.enum(SYNOPTIC_LEVELS),
  showIf: z.array(conditionSchema).min(1).optional(),
};

const elementSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    ...base,
    kind: z.enum(['single', 'multiple']),
    choices: z.array(choiceSchema).min(2),
    icdO3: z.enum(ICDO3_KINDS).optional(),
    biomarker: z.enum(BIOMARKER_TEMPLATE_IDS).optional(),
  }),
  z.strictObject({
    ...base,
    kind: z.literal('number'),
    unit: z.string().trim().min(1).max(20).optional(),
    min: z.number().finite(),
    max: z.number().finite(),
    integer: z.boolean().optional(),
    biomarker: z.enum(BIOMARKER_TEMPLATE_IDS).optional(),
  }),
  z.strictObject({ ...base, kind: z.literal('text'), maxLength: z.number().int().min(1).max(5000) }),
  z.strictObject({ ...base, kind: z.literal('date') }),
]);

type Issue = { path: (string | number)[]; message: string };

function conditionIssues(template: SynopticTemplate, element: SynopticElement, order: Map<string, number>, path: (string | number)[]): Issue[] {
  const issues: Issue[] = [];
  const byId = new Map(templateElements(template).map((e) => [e.id, e]));
  const check = (c: SynopticValueCondition, at: (string | number)[]): void => {
    const target = byId.get(c.element);
    if (!target) {
      issues.push({ path: at, message: `refers to "${c.element}", which is not an element of the template` });
      return;
    }
    if (order.get(c.element)! >= order.get(element.id)!) issues.push({ path: at, message: `refers to "${c.element}", which does not come before "${element.id}"` });
    if (c.in && c.min !== undefined) issues.push({ path: at, message: 'gives both "in" and "min": use one' });
    if (c.in && target.kind !== 'single' && target.kind !== 'multiple') issues.push({ path: at, message: `"in" needs a choice element; "${c.element}" is ${target.kind}` });
    if (c.in && (target.kind === 'single' || target.kind === 'multiple')) {
      const unknown = c.in.filter((v) => !target.choices.some((ch) => ch.value === v));
      if (unknown.length) issues.push({ path: at, message: `"${unknown.join('", "')}" not among the choices of "${c.element}"` });
    }
    if (c.min !== undefined && target.kind !== 'number') issues.push({ path: at, message: `"min" needs a number element; "${c.element}" is ${target.kind}` });
  };
  (element.showIf ?? []).forEach((c, k) => {
    if (isAnyCondition(c)) c.any.forEach((a, n) => check(a, [...path, 'showIf', k, 'any', n]));
    else check(c, [...path, 'showIf', k]);
  });
  return issues;
}

function choiceIssues(template: SynopticTemplate, element: SynopticElement, order: Map<string, number>, path: (string | number)[]): Issue[] {
  if (element.kind !== 'single' && element.kind !== 'multiple') return [];
  const issues: Issue[] = [];
  const byId = new Map(templateElements(template).map((e) => [e.id, e]));
  const values = element.choices.map((c) => c.value);
  values.forEach((v, i) => {
    if (values.indexOf(v) !== i) issues.push({ path: [...path, 'choices', i, 'value'], message: `"${v}" is a choice twice` });
  });
  element.choices.forEach((choice, i) => {
    const at = [...path, 'choices', i];
    if (choice.code !== undefined) {
      const problem = element.icdO3 ? icdO3ShapeProblem(element.icdO3, choice.code) : 'needs "icdO3" on its element to say which kind of code it is';
      if (problem) issues.push({ path: [...at, 'code'], message: problem });
    }
    if (choice.exclusive && element.kind !== 'multiple') issues.push({ path: [...at, 'exclusive'], message: 'belongs to multiple-choice elements only' });
    if (choice.specify) {
      const target = byId.get(choice.specify);
      const asked = target?.showIf?.some((c) => !isAnyCondition(c) && c.element === element.id && c.in?.includes(choice.value));
      if (!target || target.kind !== 'text' || order.get(target.id)! < order.get(element.id)! || !asked) {
        issues.push({ path: [...at, 'specify'], message: `must name a later text element asked when "${element.id}" is "${choice.value}"` });
      }
    }
  });
  if (element.biomarker) {
    const wanted = BIOMARKER_ELEMENT_VALUES[element.biomarker];
    if (wanted === 'number' || element.kind !== 'single')
      issues.push({ path: [...path, 'biomarker'], message: `${element.biomarker} fills a ${wanted === 'number' ? 'number' : 'single-choice'} element` });
    else {
      const absent = wanted.filter((v) => !values.includes(v));
      if (absent.length) issues.push({ path: [...path, 'choices'], message: `must offer the ${element.biomarker} result's values: ${absent.join(', ')}` });
    }
  }
  return issues;
}

function numberIssues(element: SynopticElement, path: (string | number)[]): Issue[] {
  if (element.kind !== 'number') return [];
  const issues: Issue[] = [];
  if (element.min >= element.max) issues.push({ path: [...path, 'max'], message: 'must be above min' });
  if (element.integer && (!Number.isInteger(element.min) || !Number.isInteger(element.max)))
    issues.push({ path: [...path, 'min'], message: 'a whole-number element has whole-number limits' });
  if (element.biomarker && BIOMARKER_ELEMENT_VALUES[element.biomarker] !== 'number')
    issues.push({ path: [...path, 'biomarker'], message: `${element.biomarker} fills a single-choice element` });
  return issues;
}

/** What JSON typing cannot say: unique ids and choices, conditions on earlier elements, sane ranges, lines and limits that name elements. */
function templateIssues(template: SynopticTemplate): Issue[] {
  const issues: Issue[] = [];
  const elements = templateElements(template);
  const order = new Map(elements.map((e, i) => [e.id, i]));
  const sectionIds = template.sections.map((s) => s.id);
  sectionIds.forEach((id, i) => {
    if (sectionIds.indexOf(id) !== i) issues.push({ path: ['sections', i, 'id'], message: `"${id}" is a section twice` });
  });
  const seen = new Set<string>();
  template.sections.forEach((section, i) =>
    section.elements.forEach((element, j) => {
      const path = ['sections', i, 'elements', j];
      if (seen.has(element.id)) issues.push({ path: [...path, 'id'], message: `"${element.id}" is an element twice` });
      seen.add(element.id);
      issues.push(...conditionIssues(template, element, order, path), ...choiceIssues(template, element, order, path), ...numberIssues(element, path));
    }),
  );
  const byId = new Map(elements.map((e) => [e.id, e]));
  (template.limits ?? []).forEach((limit, i) => {
    for (const key of ['element', 'atMost'] as const) {
      if (byId.get(limit[key])?.kind !== 'number') issues.push({ path: ['limits', i, key], message: `"${limit[key]}" is not a number element of the template` });
    }
  });
  template.diagnosisLine.forEach((group, i) =>
    group.pieces.forEach((piece, j) => {
      const names = linePlaceholders(piece);
      if (!names.length) issues.push({ path: ['diagnosisLine', i, 'pieces', j], message: 'names no element ({element-id})' });
      const unknown = names.filter((n) => !byId.has(n));
      if (unknown.length) issues.push({ path: ['diagnosisLine', i, 'pieces', j], message: `names "${unknown.join('", "')}", not an element of the template` });
    }),
  );
  if (template.topography !== undefined) {
    const problem = icdO3ShapeProblem('topography', template.topography);
    if (problem) issues.push({ path: ['topography'], message: problem });
  }
  return issues;
}

/** A synoptic template file (issue 30.1). */
export const synopticTemplateSchema = z
  .strictObject({
    id: synopticIdSchema,
    version: z.number().int().positive(),
    name: labelSchema,
    source: z.strictObject({ dataset: text(300), edition: text(200), url: z.url(), staging: text(200), note: text(3000) }),
    topography: z.string().optional(),
    sections: z.array(z.strictObject({ id: synopticIdSchema, label: labelSchema, elements: z.array(elementSchema).min(1) })).min(1),
    limits: z.array(z.strictObject({ element: synopticIdSchema, atMost: synopticIdSchema })).optional(),
    diagnosisLine: z.array(z.strictObject({ pieces: z.array(z.string().min(1)).min(1), join: z.string().optional() })).min(1),
  })
  .superRefine((template, ctx) => {
    for (const issue of templateIssues(template as SynopticTemplate)) ctx.addIssue({ code: 'custom', ...issue });
  });

/** The templates the API serves: each id and version once. */
export const synopticTemplateListSchema = z.array(synopticTemplateSchema).superRefine((templates, ctx) => {
  const keys = templates.map((t) => `${t.id} version ${t.version}`);
  keys.forEach((key, i) => {
    if (keys.indexOf(key) !== i) ctx.addIssue({ path: [i, 'version'], ...customIssue('value_given_twice', { value: key }) });
  });
});
