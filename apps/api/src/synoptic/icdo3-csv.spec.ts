import { parseIcdO3Csv } from './icdo3-csv.js';

describe('parseIcdO3Csv', () => {
  it('reads a header and one code a line, in any column order, ignoring other columns and blank lines', () => {
    const csv = '\uFEFFTerm,Code,Level\r\n"Upper-outer quadrant of breast",c50.4,4\r\n\r\nNipple,C50.0,4\r\n';
    expect(parseIcdO3Csv('topography', csv)).toEqual({
      rows: [
        { line: 2, code: 'C50.4', term: 'Upper-outer quadrant of breast' },
        { line: 4, code: 'C50.0', term: 'Nipple' },
      ],
      errors: [],
    });
  });

  it('keeps commas, doubled quotes and line breaks inside quoted terms, counting lines from where a record starts', () => {
    const csv = 'code,term\n8500/3,"Infiltrating duct carcinoma, NOS"\n8000/3,"Neoplasm, ""malignant""\nsecond line"\n8140/3,Adenocarcinoma\n';
    expect(parseIcdO3Csv('morphology', csv).rows).toEqual([
      { line: 2, code: '8500/3', term: 'Infiltrating duct carcinoma, NOS' },
      { line: 3, code: '8000/3', term: 'Neoplasm, "malignant" second line' },
      { line: 5, code: '8140/3', term: 'Adenocarcinoma' },
    ]);
  });

  it('names every bad line at once: wrong shape, repeated code, empty or long term — and returns no rows', () => {
    const csv = ['code,term', 'C50.4,Upper-outer quadrant', 'C50,Breast', 'C81.0,Beyond the range', 'C50.4,Again', 'C50.9,', `C61.9,${'x'.repeat(301)}`].join('\n');
    const { rows, errors } = parseIcdO3Csv('topography', csv);
    expect(rows).toEqual([]);
    expect(errors.map((e) => e.field)).toEqual(['lines.3.code', 'lines.4.code', 'lines.5.code', 'lines.6.term', 'lines.7.term']);
    expect(errors[0]!.message).toMatch(/^"C50" must be an ICD-O-3 topography code/);
    expect(errors[2]!.message).toBe('C50.4 is on line 2 already');
  });

  it('checks morphology codes with their behaviour', () => {
    const { errors } = parseIcdO3Csv('morphology', 'code,term\n8500/3,ok\n8500/5,bad behaviour\n8500,no behaviour\n');
    expect(errors.map((e) => e.field)).toEqual(['lines.3.code', 'lines.4.code']);
  });

  it('refuses a file without the header, or without codes', () => {
    expect(parseIcdO3Csv('topography', 'C50.4,Nipple\n').errors).toEqual([{ field: 'lines.1', message: 'must be the header naming the columns "code" and "term"' }]);
    expect(parseIcdO3Csv('topography', '').errors).toEqual([{ field: 'lines.1', message: 'must be the header naming the columns "code" and "term"' }]);
    expect(parseIcdO3Csv('topography', 'code,term\n\n').errors).toEqual([{ field: 'lines', message: 'the file holds no code after its header' }]);
  });
});
