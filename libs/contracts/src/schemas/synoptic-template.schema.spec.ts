import { SMALL_TEMPLATE } from '../synoptic/testing/small-template.js';
import type { SynopticChoiceElement, SynopticNumberElement, SynopticTemplate } from '../synoptic/template.js';
import { synopticTemplateListSchema, synopticTemplateSchema } from './synoptic-template.schema.js';
import { icdO3CodesSchema, synopticEntrySchema } from './synoptic.schema.js';

/** A copy of the small template changed by `change`. */
function changed(change: (t: SynopticTemplate) => void): SynopticTemplate {
  const copy = structuredClone(SMALL_TEMPLATE);
  change(copy);
  return copy;
}

const element = <E>(t: SynopticTemplate, id: string) => t.sections.flatMap((s) => s.elements).find((e) => e.id === id) as E;

function problems(template: unknown): string[] {
  return synopticTemplateSchema.safeParse(template).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
}

describe('synopticTemplateSchema', () => {
  it('accepts a well-formed template', () => {
    expect(problems(SMALL_TEMPLATE)).toEqual([]);
  });

  it('refuses an element or section id twice', () => {
    expect(problems(changed((t) => (t.sections[1]!.elements[0]!.id = 'size')))).toContain('sections.1.elements.0.id: "size" is an element twice');
    expect(problems(changed((t) => (t.sections[1]!.id = 'tumour')))).toEqual(['sections.1.id: "tumour" is a section twice']);
  });

  it('refuses a condition on an unknown or later element, an unknown choice, and a test of the wrong kind', () => {
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'examined').showIf = [{ element: 'nodez', in: ['present'] }])))).toEqual([
      'sections.1.elements.1.showIf.0: refers to "nodez", which is not an element of the template',
    ]);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'size').showIf = [{ element: 'nodes' }])))).toEqual([
      'sections.0.elements.2.showIf.0: refers to "nodes", which does not come before "size"',
    ]);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'examined').showIf = [{ element: 'nodes', in: ['some'] }])))).toEqual([
      'sections.1.elements.1.showIf.0: "some" not among the choices of "nodes"',
    ]);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'examined').showIf = [{ element: 'nodes', min: 1 }])))).toEqual([
      'sections.1.elements.1.showIf.0: "min" needs a number element; "nodes" is single',
    ]);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'examined').showIf = [{ element: 'size', in: ['1'] }])))).toEqual([
      'sections.1.elements.1.showIf.0: "in" needs a choice element; "size" is number',
    ]);
  });

  it('refuses a choice value twice, a code of the wrong shape or without its kind, and a bad "specify"', () => {
    expect(problems(changed((t) => (element<SynopticChoiceElement>(t, 'grade').choices[1]!.value = '1')))).toEqual([
      'sections.0.elements.5.choices.1.value: "1" is a choice twice',
    ]);
    expect(problems(changed((t) => (element<SynopticChoiceElement>(t, 'type').choices[0]!.code = '8500/4')))).toEqual([
      expect.stringMatching(/^sections\.0\.elements\.3\.choices\.0\.code: must be an ICD-O-3 morphology code/),
    ]);
    expect(problems(changed((t) => (element<SynopticChoiceElement>(t, 'grade').choices[0]!.code = '8500/3')))).toEqual([
      'sections.0.elements.5.choices.0.code: needs "icdO3" on its element to say which kind of code it is',
    ]);
    expect(problems(changed((t) => (element<SynopticChoiceElement>(t, 'type').choices[2]!.specify = 'procedure-other')))).toEqual([
      'sections.0.elements.3.choices.2.specify: must name a later text element asked when "type" is "other"',
    ]);
    expect(problems(changed((t) => (element<SynopticChoiceElement>(t, 'margins').choices[0]!.exclusive = true)))).toEqual([
      'sections.0.elements.7.choices.0.exclusive: belongs to multiple-choice elements only',
    ]);
  });

  it('refuses a range that is not one, and whole-number limits that are not whole', () => {
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'size').max = 0.1)))).toEqual(['sections.0.elements.2.max: must be above min']);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'examined').min = 0.5)))).toEqual([
      'sections.1.elements.1.min: a whole-number element has whole-number limits',
    ]);
  });

  it('refuses a biomarker element without the values its result gives', () => {
    expect(problems(changed((t) => element<SynopticChoiceElement>(t, 'er').choices.pop()))).toEqual(["sections.1.elements.6.choices: must offer the er result's values: negative"]);
    expect(problems(changed((t) => (element<SynopticNumberElement>(t, 'size').biomarker = 'er')))).toEqual(['sections.0.elements.2.biomarker: er fills a single-choice element']);
  });

  it('refuses a limit or a line that names no number or no element, and a topography of the wrong shape', () => {
    expect(problems(changed((t) => (t.limits = [{ element: 'positive', atMost: 'nodes' }])))).toEqual(['limits.0.atMost: "nodes" is not a number element of the template']);
    expect(problems(changed((t) => t.diagnosisLine.push({ pieces: ['{grde}', 'margins'] })))).toEqual([
      'diagnosisLine.4.pieces.0: names "grde", not an element of the template',
      'diagnosisLine.4.pieces.1: names no element ({element-id})',
    ]);
    expect(problems(changed((t) => (t.topography = 'C50')))).toEqual([expect.stringMatching(/^topography: must be an ICD-O-3 topography code/)]);
  });

  it('refuses unknown fields and labels without Thai', () => {
    expect(problems({ ...SMALL_TEMPLATE, author: 'x' })).toEqual([expect.stringMatching(/Unrecognized key/)]);
    expect(problems(changed((t) => (t.name = { en: 'x' } as never)))).toEqual(['name.th: Invalid input: expected string, received undefined']);
  });

  it('lists each id and version once', () => {
    const v3 = { ...SMALL_TEMPLATE, version: 3 };
    expect(synopticTemplateListSchema.safeParse([SMALL_TEMPLATE, v3]).success).toBe(true);
    expect(synopticTemplateListSchema.safeParse([SMALL_TEMPLATE, v3, SMALL_TEMPLATE]).error?.issues.map((i) => i.message)).toEqual(['small-test version 2 is given twice']);
  });
});

describe('the shapes a result will store', () => {
  it('fields.icdO3: both codes, each of its shape', () => {
    expect(icdO3CodesSchema.safeParse({ topography: 'C50.4', morphology: '8500/3' }).success).toBe(true);
    const bad = icdO3CodesSchema.safeParse({ topography: 'C50', morphology: '8500/5' });
    expect(bad.error?.issues.map((i) => i.path.join('.'))).toEqual(['topography', 'morphology']);
    expect(icdO3CodesSchema.safeParse({ topography: 'C50.4' }).success).toBe(false);
  });

  it('fields.synoptic: a template, a version and values of the element kinds', () => {
    expect(synopticEntrySchema.safeParse({ templateId: 'small-test', version: 2, values: { size: 23, site: ['uoq'], type: 'nst', grade: null } }).success).toBe(true);
    expect(synopticEntrySchema.safeParse({ templateId: 'small-test', version: 2, values: { size: { mm: 23 } } }).success).toBe(false);
    expect(synopticEntrySchema.safeParse({ templateId: 'Small Test', version: 2, values: {} }).success).toBe(false);
  });
});
