import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPORT_CONTENT_SHA256 } from './report-content.js';

describe('the content hash of a report version', () => {
  it('is the same expression in the app and in migration 033, which sealed the versions released before it', () => {
    const migration = readFileSync(join(import.meta.dirname, '../database/migrations/20261127-033-document-seals.ts'), 'utf8');
    expect(migration).toContain(REPORT_CONTENT_SHA256);
  });

  it('names its columns (a column added later leaves earlier chains whole) and reads the release time in UTC microseconds', () => {
    expect(REPORT_CONTENT_SHA256).not.toMatch(/to_jsonb\(r\)|row_to_json/);
    expect(REPORT_CONTENT_SHA256).toContain("'releasedAt', (extract(epoch from r.released_at) * 1000000)::bigint");
  });
});
