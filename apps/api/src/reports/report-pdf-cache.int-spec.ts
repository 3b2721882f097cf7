import { jest } from '@jest/globals';
import { ApiClient } from '../../test/api-client.js';
import { binary } from '../../test/pdf-text.js';
import { reportUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { auditOf } from '../../test/sql.js';
import type { TestApp } from '../../test/test-app.js';
import { PdfService } from '../pdf/pdf.service.js';

/** Issue 34.2: a released version's PDF is rendered once and kept — its bytes never change; every print is still audited. */
describe('a released report’s PDF, printed again', () => {
  let t: TestApp;
  let user: ApiClient;
  let doctor: ApiClient;
  let guest: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, user, doctor, guest, refs } = await resultsApp());
  });
  afterAll(() => t.close());

  it('is rendered once for every reader, the same bytes each time, and each print audited', async () => {
    const { report } = await signedOutCase(user, doctor, 'surgical', refs);
    const render = jest.spyOn(t.app.get(PdfService), 'render');
    const url = `${reportUrl('surgical', report.id)}/pdf`;
    const fetch = (client: ApiClient) => client.get(url).buffer(true).parse(binary).expect(200);
    const first = await fetch(doctor);
    const again = await Promise.all([fetch(guest), fetch(user), fetch(doctor)]);
    expect(render).toHaveBeenCalledTimes(1);
    for (const res of again) expect(Buffer.compare(res.body as Buffer, first.body as Buffer)).toBe(0);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect((await auditOf(t, 'report_version', report.id)).filter((a) => a.action === 'print')).toHaveLength(4);
    render.mockRestore();
  });
});
