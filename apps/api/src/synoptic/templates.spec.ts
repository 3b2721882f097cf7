import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkSynopticValues, draftDiagnosisLine, suggestIcdO3, templateElements, type SynopticTemplate } from '@pathdesk/contracts';
import { synopticTemplateSchema } from '@pathdesk/contracts/schemas';
import { ESSENTIAL_ICDO3 } from '../seed/icdo3-seed-data.js';
import { parseTemplateFiles } from './template-files.js';
import { TEMPLATE_FILES } from './templates/index.js';

const templates = parseTemplateFiles(TEMPLATE_FILES);
const byId = (id: string) => templates.find((t) => t.id === id)!;

describe('the template files', () => {
  it('are every JSON file of templates/, each listed once', () => {
    const files = readdirSync(join(import.meta.dirname, 'templates')).filter((f) => f.endsWith('.json'));
    expect(Object.keys(TEMPLATE_FILES).sort()).toEqual(files.sort());
  });

  it.each(Object.entries(TEMPLATE_FILES))('%s validates against the template schema', (_name, file) => {
    expect(synopticTemplateSchema.safeParse(file).error?.issues ?? []).toEqual([]);
  });

  it('cover the five ICCR datasets of the first slice, version 1', () => {
    expect(templates.map((t) => `${t.id}@${t.version}`)).toEqual([
      'breast-invasive-resection@1',
      'cervix-carcinoma@1',
      'colorectal-resection@1',
      'lung-resection@1',
      'prostate-radical-prostatectomy@1',
    ]);
  });

  it('give every element, choice and section a Thai label', () => {
    const labels = templates.flatMap((t) => [
      t.name,
      ...t.sections.flatMap((s) => [s.label, ...s.elements.flatMap((e) => [e.label, ...('choices' in e ? e.choices.map((c) => c.label) : [])])]),
    ]);
    expect(labels.filter((l) => !l.th.trim())).toEqual([]);
  });

  it('suggest only ICD-O-3 codes the lists start with', () => {
    const seeded = new Set(ESSENTIAL_ICDO3.map((c) => `${c.kind}:${c.code}`));
    const suggested = templates.flatMap((t) => [
      ...(t.topography ? [`topography:${t.topography}`] : []),
      ...templateElements(t).flatMap((e) => ('choices' in e && e.icdO3 ? e.choices.flatMap((c) => (c.code ? [`${e.icdO3}:${c.code}`] : [])) : [])),
    ]);
    expect(suggested.filter((code) => !seeded.has(code))).toEqual([]);
  });

  it('stop the start when a file is broken or misnamed, naming the file and the problem', () => {
    const breast = TEMPLATE_FILES['breast-invasive-resection.v1.json'] as SynopticTemplate;
    expect(() => parseTemplateFiles({ 'breast-invasive-resection.v1.json': { ...breast, limits: [{ element: 'nodes-positive', atMost: 'nodes-counted' }] } })).toThrow(
      'breast-invasive-resection.v1.json: limits.0.atMost: "nodes-counted" is not a number element of the template',
    );
    expect(() => parseTemplateFiles({ 'breast.json': breast })).toThrow('breast.json: holds breast-invasive-resection version 1: name it breast-invasive-resection.v1.json');
  });
});

describe('the breast template on a typical case', () => {
  const breast = byId('breast-invasive-resection');
  const values = {
    'neoadjuvant-therapy': 'not-given',
    'operative-procedure': 'excision',
    laterality: 'left',
    'tumour-site': 'upper-outer',
    'tumour-focality': 'single',
    'invasive-size': 23,
    'histological-type': 'nst',
    'histological-grade': '2',
    'lymphovascular-invasion': 'not-identified',
    dcis: 'not-identified',
    'invasive-margin': 'not-involved',
    'invasive-margin-distance': 4,
    'nodes-status': 'examined',
    'nodes-examined': 15,
    'nodes-positive': 2,
    'nodes-micrometastasis': 0,
    'er-status': 'positive',
    'pr-status': 'positive',
    'her2-status': 'low',
    pt: 'pT2',
    pn: 'pN1a',
    pm: 'not-applicable',
  };

  it('is complete with the core elements given, and drafts the diagnosis line', () => {
    const check = checkSynopticValues(breast, values);
    expect(check.errors).toEqual([]);
    expect(check.missing).toEqual([]);
    expect(draftDiagnosisLine(breast, values)).toBe('Invasive carcinoma of no special type, grade 2, 23 mm; margins clear; 2/15 lymph nodes with metastasis; pT2 pN1a');
    expect(suggestIcdO3(breast, values)).toEqual({ topography: 'C50.4', morphology: '8500/3' });
  });

  it('names the core elements left empty for sign-out', () => {
    const { 'nodes-examined': _n, pt: _t, 'her2-status': _h, ...rest } = values;
    expect(checkSynopticValues(breast, rest).missing.map((m) => `${m.elementId}: ${m.label.en}`)).toEqual([
      'nodes-examined: Number of lymph nodes examined',
      'her2-status: HER2 status',
      'pt: Primary tumour (pT)',
    ]);
  });
});
