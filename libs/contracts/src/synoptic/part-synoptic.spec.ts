import { missingForSignOut } from '../results.js';
import { partSynopticGaps, partSynopticWarnings, suggestSynopticTemplate } from './part-synoptic.js';
import { SMALL_TEMPLATE } from './testing/small-template.js';

const entry = (values: Record<string, unknown>) => ({ templateId: SMALL_TEMPLATE.id, version: SMALL_TEMPLATE.version, values: values as never });

describe('a part’s synoptic gaps', () => {
  it('names each core element left empty at its part’s field, and nothing for a part without a report or of an unknown template', () => {
    const gaps = partSynopticGaps(
      [SMALL_TEMPLATE],
      [
        { letter: 'A', synoptic: null },
        { letter: 'B', synoptic: entry({ procedure: 'other' }) },
        { letter: 'C', synoptic: { templateId: 'unknown', version: 1, values: {} } },
      ],
    );
    expect(gaps.every((g) => g.letter === 'B' && g.template === SMALL_TEMPLATE)).toBe(true);
    // "Other" asks for its text too.
    expect(gaps.map((g) => g.field)).toContain('parts.1.synoptic.values.procedure-other');
    expect(gaps.map((g) => g.field)).toContain('parts.1.synoptic.values.size');
    expect(gaps.map((g) => g.field)).not.toContain('parts.1.synoptic.values.procedure');
  });
});

describe('the template a specimen suggests', () => {
  const breast = (version: number, retired = false) => ({ ...SMALL_TEMPLATE, id: 'breast-invasive-resection', version, retired });
  const lung = { ...SMALL_TEMPLATE, id: 'lung-resection', version: 1, retired: false };

  it('is the newest version in use of the template the specimen names, in English or Thai', () => {
    const templates = [breast(1), breast(2), breast(3, true), lung];
    expect(suggestSynopticTemplate(templates, 'Breast, left, modified radical mastectomy')).toMatchObject({ id: 'breast-invasive-resection', version: 2 });
    expect(suggestSynopticTemplate(templates, 'ชิ้นเนื้อเต้านมซ้าย')).toMatchObject({ id: 'breast-invasive-resection' });
    expect(suggestSynopticTemplate(templates, 'Right upper lobectomy')).toBe(lung);
  });

  it('is none for a specimen no template fits', () => {
    expect(suggestSynopticTemplate([breast(1), lung], 'Skin, left arm, excision')).toBeNull();
  });
});

describe('sign-out of a one-part case with a synoptic report on its part', () => {
  it('takes the case-level diagnosis for the part’s', () => {
    const fields = {
      gross: 'g',
      diagnosis: 'Invasive carcinoma.',
      malignancy: 'malignant' as const,
      pathologistId: 1,
      parts: [{ letter: 'A', gross: null, microscopic: null, diagnosis: null, malignancy: null }],
    };
    expect(missingForSignOut('surgical', fields, { parts: ['A'] })).toEqual([]);
    expect(missingForSignOut('surgical', { ...fields, diagnosis: null }, { parts: ['A'] })).toEqual(['diagnosis', 'parts.0.diagnosis']);
    expect(missingForSignOut('surgical', fields, { parts: ['A', 'B'] })).toEqual(['parts.0.diagnosis', 'parts.1.diagnosis']);
  });
});

describe('a part’s synoptic warnings', () => {
  it('names the recommended elements asked and empty, and the codes of a malignant or synoptic part without them', () => {
    const warnings = partSynopticWarnings(
      [SMALL_TEMPLATE],
      [
        { letter: 'A', synoptic: null, malignant: false },
        { letter: 'B', synoptic: null, malignant: true },
        { letter: 'C', synoptic: entry({ type: 'nst' }), icdO3: { topography: 'C50.4', morphology: '8500/3' }, malignant: true },
        { letter: 'D', synoptic: entry({}), icdO3: { topography: 'C50.4', morphology: '' }, malignant: false },
      ],
    );
    expect(warnings.filter((w) => w.letter === 'A')).toEqual([]);
    expect(warnings.filter((w) => w.letter === 'B')).toEqual([
      { field: 'parts.1.icdO3', letter: 'B', label: expect.objectContaining({ en: 'ICD-O-3 codes (for the cancer registry)' }) },
    ]);
    // Part C: its codes given; ER is asked for an NST tumour and left empty, Ki-67 always.
    expect(warnings.filter((w) => w.letter === 'C').map((w) => w.field)).toEqual(expect.arrayContaining(['parts.2.synoptic.values.er', 'parts.2.synoptic.values.ki67']));
    expect(warnings.filter((w) => w.letter === 'C').map((w) => w.field)).not.toContain('parts.2.icdO3');
    // Part D: a morphology missing is codes missing; ER is not asked without a type.
    expect(warnings.filter((w) => w.letter === 'D').map((w) => w.field)).toContain('parts.3.icdO3');
    expect(warnings.filter((w) => w.letter === 'D').map((w) => w.field)).not.toContain('parts.3.synoptic.values.er');
    // Required elements are sign-out's, not warnings.
    expect(warnings.map((w) => w.field)).not.toContain('parts.2.synoptic.values.size');
  });
});
