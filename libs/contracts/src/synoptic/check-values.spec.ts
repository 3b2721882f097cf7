import { checkSynopticEntry, checkSynopticValues } from './check-values.js';
import { isElementShown, shownElementIds } from './conditions.js';
import { SMALL_TEMPLATE as T } from './testing/small-template.js';

const complete = { procedure: 'excision', size: 23, type: 'nst', margins: 'not-involved', nodes: 'present', examined: 15, positive: 2, pt: 'pT2', pn: 'pN1a' };

describe('conditions', () => {
  it('ask an element only when the element it depends on has a value that fits', () => {
    expect(isElementShown(T, {}, 'procedure-other')).toBe(false);
    expect(isElementShown(T, { procedure: 'excision' }, 'procedure-other')).toBe(false);
    expect(isElementShown(T, { procedure: 'other' }, 'procedure-other')).toBe(true);
  });

  it('compare numbers with min, and choose among several with any', () => {
    expect(isElementShown(T, { nodes: 'present', positive: 0 }, 'ene')).toBe(false);
    expect(isElementShown(T, { nodes: 'present', positive: 1 }, 'ene')).toBe(true);
    expect(isElementShown(T, { type: 'lobular' }, 'er')).toBe(true);
    expect(isElementShown(T, { type: 'other' }, 'er')).toBe(false);
  });

  it('hide what depends on a hidden element, even with a value left behind', () => {
    // "positive" is asked only with nodes present: its stale 3 does not show the extranodal extension.
    expect(isElementShown(T, { nodes: 'none', positive: 3 }, 'ene')).toBe(false);
    expect([...shownElementIds(T, { nodes: 'none', positive: 3 })]).not.toContain('positive');
  });

  it('count blank text and empty lists as no value', () => {
    expect(isElementShown(T, { nodes: '  ' }, 'examined')).toBe(false);
    expect(isElementShown(T, { nodes: null }, 'examined')).toBe(false);
  });
});

describe('checkSynopticValues', () => {
  it('passes a complete entry, warning of the recommended elements left empty', () => {
    const check = checkSynopticValues(T, complete);
    expect(check.errors).toEqual([]);
    expect(check.missing).toEqual([]);
    expect(check.warnings.map((w) => w.elementId)).toEqual(['grade', 'site', 'received', 'ene', 'er', 'ki67']);
  });

  it('names the required elements missing, with their labels and sections, for sign-out', () => {
    const check = checkSynopticValues(T, { procedure: 'other', nodes: 'present' });
    expect(check.errors).toEqual([]);
    expect(check.missing).toEqual([
      { elementId: 'procedure-other', label: { en: 'Other procedure', th: 'Other procedure' }, sectionId: 'tumour' },
      { elementId: 'size', label: { en: 'Invasive tumour size', th: 'ขนาดก้อน' }, sectionId: 'tumour' },
      { elementId: 'type', label: { en: 'Histological type', th: 'Histological type' }, sectionId: 'tumour' },
      { elementId: 'margins', label: { en: 'Margin status', th: 'Margin status' }, sectionId: 'tumour' },
      { elementId: 'examined', label: { en: 'Number of lymph nodes examined', th: 'Number of lymph nodes examined' }, sectionId: 'nodes' },
      { elementId: 'positive', label: { en: 'Number of lymph nodes with metastasis', th: 'Number of lymph nodes with metastasis' }, sectionId: 'nodes' },
      { elementId: 'pt', label: { en: 'pT', th: 'pT' }, sectionId: 'nodes' },
      { elementId: 'pn', label: { en: 'pN', th: 'pN' }, sectionId: 'nodes' },
    ]);
  });

  it('does not ask for what a condition hides (no nodes: no counts)', () => {
    const { missing } = checkSynopticValues(T, { ...complete, nodes: 'none', examined: null, positive: null });
    expect(missing).toEqual([]);
  });

  it('refuses an unknown element, a value out of range or list, and a value of the wrong kind, at the field', () => {
    const { errors } = checkSynopticValues(T, {
      ...complete,
      size: 301,
      examined: 15.5,
      margins: 'clear',
      pt: ['pT2'],
      received: '2026-02-30',
      colour: 'blue',
    });
    expect(errors).toEqual([
      { field: 'values.size', message: 'must be from 0.1 to 300 mm' },
      { field: 'values.margins', message: '"clear" is not one of its choices' },
      { field: 'values.examined', message: 'must be a whole number' },
      { field: 'values.pt', message: 'must be one of its choices' },
      { field: 'values.received', message: 'must be a date (yyyy-mm-dd)' },
      { field: 'values.colour', message: 'is not an element of small-test version 2' },
    ]);
  });

  it('refuses a value for an element the conditions do not ask', () => {
    const { errors } = checkSynopticValues(T, { ...complete, 'procedure-other': 'Quadrantectomy' });
    expect(errors).toEqual([{ field: 'values.procedure-other', message: 'is not asked for the values given (it depends on "Operative procedure"): leave it empty' }]);
  });

  it('checks multiple choices: known, once each, an exclusive choice alone', () => {
    expect(checkSynopticValues(T, { ...complete, site: ['uoq', 'uiq'] }).errors).toEqual([]);
    expect(checkSynopticValues(T, { ...complete, site: ['uoq', 'lo'] }).errors).toEqual([{ field: 'values.site', message: '"lo" is not among its choices' }]);
    expect(checkSynopticValues(T, { ...complete, site: ['uoq', 'uoq'] }).errors).toEqual([{ field: 'values.site', message: 'names a choice twice' }]);
    expect(checkSynopticValues(T, { ...complete, site: ['unknown', 'uoq'] }).errors).toEqual([{ field: 'values.site', message: '"Not specified" is chosen alone' }]);
    expect(checkSynopticValues(T, { ...complete, site: 'uoq' }).errors).toEqual([{ field: 'values.site', message: 'must be a list of its choices' }]);
  });

  it('keeps one number within another (nodes with metastasis ≤ nodes examined)', () => {
    expect(checkSynopticValues(T, { ...complete, positive: 16 }).errors).toEqual([{ field: 'values.positive', message: 'must be at most "Number of lymph nodes examined" (15)' }]);
    expect(checkSynopticValues(T, { ...complete, positive: 15 }).errors).toEqual([]);
  });

  it('checks text length and real dates', () => {
    expect(checkSynopticValues(T, { ...complete, procedure: 'other', 'procedure-other': 'x'.repeat(21) }).errors).toEqual([
      { field: 'values.procedure-other', message: 'must be at most 20 characters' },
    ]);
    expect(checkSynopticValues(T, { ...complete, received: '2024-02-29' }).errors).toEqual([]);
  });
});

describe('checkSynopticEntry', () => {
  it('refuses an unknown template or version at its field', () => {
    expect(checkSynopticEntry([T], { templateId: 'nope', version: 1, values: {} }).errors).toEqual([{ field: 'templateId', message: '"nope" is not a synoptic template' }]);
    expect(checkSynopticEntry([T], { templateId: 'small-test', version: 1, values: {} }).errors).toEqual([{ field: 'version', message: 'small-test has no version 1 (it has 2)' }]);
    expect(checkSynopticEntry([T], { templateId: 'small-test', version: 2, values: complete }).errors).toEqual([]);
  });
});
