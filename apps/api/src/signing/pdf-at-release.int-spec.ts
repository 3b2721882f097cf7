import { createHash } from 'node:crypto';
import { binary } from '../../test/pdf-text.js';
import { reportUrl, signedOutCase } from '../../test/results.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';

/** Issue 32.5 (the PDF's hash stored at release) and 34.2 (no reader waits for the first rendering). */
describe('signing: a released version’s PDF made and kept at release', () => {
  let a: ResultsApp;
  beforeAll(async () => {
    a = await resultsApp({ PDF_AT_RELEASE: 'true' });
  });
  afterAll(() => a.t.close());

  async function keptPdf(reportId: number): Promise<{ pdf_sha256: string; bytes: Buffer } | undefined> {
    for (let waited = 0; waited < 60_000; waited += 250) {
      const [row] = await sql<{ pdf_sha256: string; bytes: Buffer }[]>(
        a.t,
        `select p.pdf_sha256, p.pdf as bytes from sealed_pdf p join document_seal s on s.id = p.seal_id where s.document_type = 'report' and s.document_id = ?`,
        [reportId],
      );
      if (row) return row;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return undefined;
  }

  it('keeps the sealed PDF and its hash without anyone downloading it; the first download is those bytes', async () => {
    const { report } = await signedOutCase(a.user, a.doctor, 'surgical', a.refs);
    const kept = await keptPdf(report.id);
    expect(kept).toBeDefined();
    expect(createHash('sha256').update(kept!.bytes).digest('hex')).toBe(kept!.pdf_sha256);
    // Nobody printed it: the audit log has no print of this version yet.
    const prints = await sql<{ n: string }[]>(a.t, `select count(*)::text as n from audit_log where entity = 'report_version' and entity_id = ? and action = 'print'`, [
      String(report.id),
    ]);
    expect(prints[0]!.n).toBe('0');
    const downloaded = (
      await a.doctor
        .get(`${reportUrl('surgical', report.id)}/pdf`)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;
    expect(createHash('sha256').update(downloaded).digest('hex')).toBe(kept!.pdf_sha256);
    expect((await a.admin.get('/api/signing/chain').expect(200)).body).toMatchObject({ ok: true, problemCount: 0 });
  });
});
