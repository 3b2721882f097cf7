import { bethesdaInterpretation, formatThaiDate, formatThaiDateTime } from './report-wording.js';
import { missingForSignOut, resultHeadline } from './results.js';
import { rescreenListQuerySchema, reportListQuerySchema, resultFieldsSchema, saveResultSchema } from './schemas/results.schema.js';

describe('Thai dates', () => {
  it('are day, month and Buddhist Era year, at Bangkok time', () => {
    expect(formatThaiDate('2026-11-22')).toBe('22 พ.ย. 2569');
    expect(formatThaiDate('2027-01-01')).toBe('1 ม.ค. 2570');
    expect(formatThaiDateTime('2026-11-22T02:30:00.000Z')).toBe('22 พ.ย. 2569 09:30');
    // 17:00 UTC on 31 December is already the new year in Bangkok
    expect(formatThaiDateTime('2026-12-31T17:05:00Z')).toBe('1 ม.ค. 2570 00:05');
    expect(formatThaiDateTime(new Date('2026-02-28T16:59:00Z'))).toBe('28 ก.พ. 2569 23:59');
  });
});

describe('bethesdaInterpretation', () => {
  it('words each interpretation with its details', () => {
    expect(bethesdaInterpretation({ interpretation: 'NILM', organisms: ['trichomonas'], reactiveChanges: ['iud'] })).toEqual({
      line: 'Negative for intraepithelial lesion or malignancy (NILM)',
      details: ['Organisms: Trichomonas vaginalis', 'Non-neoplastic findings: Reactive cellular changes associated with an intrauterine contraceptive device (IUD)'],
    });
    expect(bethesdaInterpretation({ interpretation: 'ASC-H' }).line).toBe('Atypical squamous cells, cannot exclude HSIL (ASC-H)');
    expect(bethesdaInterpretation({ interpretation: 'ADENOCARCINOMA', adenocarcinomaType: 'endometrial' }).line).toBe('Adenocarcinoma, endometrial');
    expect(bethesdaInterpretation({ interpretation: 'OTHER', otherFinding: 'Endometrial cells in a woman ≥ 45 years' }).line).toBe(
      'Other: Endometrial cells in a woman ≥ 45 years',
    );
    expect(bethesdaInterpretation({})).toEqual({ line: '', details: [] });
  });
});

describe('result contracts', () => {
  it('say what a result still needs', () => {
    expect(missingForSignOut('gynecological', { adequacy: 'satisfactory', interpretation: 'NILM', gynTypeId: 1, screenerId: 2 })).toEqual([]);
    expect(missingForSignOut('gynecological', { adequacy: 'satisfactory', interpretation: 'AGC', gynTypeId: 1, screenerId: 2 })).toEqual(['agcSubtype', 'pathologistId']);
    // The diagnosis line itself, not only the specimen heading above it.
    expect(resultHeadline('surgical', { diagnosis: 'Skin, left arm, excision:\n\n  - Basal cell carcinoma  \n' })).toBe('Skin, left arm, excision:\n- Basal cell carcinoma');
    expect(resultHeadline('cytological', { diagnosis: 'x'.repeat(1_200) })).toHaveLength(1_000);
  });

  it('accept an amendment draft flag, and check whole results', () => {
    expect(saveResultSchema('surgical').safeParse({ fields: {}, version: 1, amendment: true }).success).toBe(true);
    expect(resultFieldsSchema('gynecological').safeParse({ interpretation: 'HSIL', organisms: ['candida'] }).success).toBe(false);
  });

  it('parse report and rescreen list queries', () => {
    expect(reportListQuerySchema.parse({})).toMatchObject({ latestOnly: true, sortField: 'releasedAt', sortOrder: -1, first: 0 });
    expect(reportListQuerySchema.parse({ latestOnly: 'false', caseId: '4' })).toMatchObject({ latestOnly: false, caseId: 4 });
    expect(reportListQuerySchema.safeParse({ filters: '{}' }).success).toBe(false);
    expect(rescreenListQuerySchema.parse({ pending: 'true' })).toEqual({ pending: true, first: 0, rows: 20 });
    expect(rescreenListQuerySchema.parse({})).toEqual({ pending: undefined, first: 0, rows: 20 });
  });
});
