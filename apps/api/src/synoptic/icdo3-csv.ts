import { coded } from '@pathdesk/contracts';
import { icdO3ShapeProblem, type FieldError, type IcdO3Kind } from '@pathdesk/contracts';

export interface IcdO3Row {
  /** The line of the file the row starts on (the header is line 1). */
  line: number;
  code: string;
  term: string;
}

const MAX_ICDO3_ROWS = 20_000;
const MAX_TERM = 300;

/** The records of a CSV text (RFC 4180: quoted fields may hold commas, quotes doubled, line breaks), each with the line it starts on. */
function csvRecords(text: string): { line: number; fields: string[] }[] {
  const records: { line: number; fields: string[] }[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') {
        quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field.trim() === '') {
      field = '';
      quoted = true;
    } else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      end();
      line++;
      start = line;
    } else {
      field += c;
    }
  }
  if (field !== '' || fields.length) end();
  return records;
}

/**
 * An ICD-O-3 list as CSV (issue 30.4): a header naming the `code` and `term` columns (others are
 * ignored), then one code a line. Every bad line comes back at once, by line number
 * (`lines.<n>.code`), so nothing of a bad file is written.
 */
export function parseIcdO3Csv(kind: IcdO3Kind, csv: string): { rows: IcdO3Row[]; errors: FieldError[] } {
  const records = csvRecords(csv.replace(/^\uFEFF/, ''));
  const [header, ...body] = records;
  const columns = header?.fields.map((f) => f.trim().toLowerCase()) ?? [];
  const codeAt = columns.indexOf('code');
  const termAt = columns.indexOf('term');
  if (!header || codeAt < 0 || termAt < 0) {
    return { rows: [], errors: [{ field: `lines.${header?.line ?? 1}`, message: 'must be the header naming the columns "code" and "term"' }] };
  }
  if (!body.length) return { rows: [], errors: [{ field: 'lines', message: 'the file holds no code after its header' }] };
  if (body.length > MAX_ICDO3_ROWS) return { rows: [], errors: [{ field: 'lines', ...coded('holds_codes_at_most_a_file', { count: body.length, max: MAX_ICDO3_ROWS }) }] };
  const rows: IcdO3Row[] = [];
  const errors: FieldError[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    const raw = (fields[codeAt] ?? '').trim();
    const code = kind === 'topography' ? raw.toUpperCase() : raw;
    const term = (fields[termAt] ?? '').trim().replace(/\s+/g, ' ');
    const problem = icdO3ShapeProblem(kind, code);
    if (problem) errors.push({ field: `lines.${line}.code`, message: `"${raw}" ${problem}` });
    else if (seen.has(code)) errors.push({ field: `lines.${line}.code`, ...coded('code_is_on_line_already', { code, line: seen.get(code) }) });
    if (!term) errors.push({ field: `lines.${line}.term`, message: 'is required' });
    else if (term.length > MAX_TERM) errors.push({ field: `lines.${line}.term`, message: `must be at most ${MAX_TERM} characters` });
    if (!seen.has(code)) seen.set(code, line);
    rows.push({ line, code, term });
  }
  return { rows: errors.length ? [] : rows, errors };
}
