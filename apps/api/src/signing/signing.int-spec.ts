import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jest } from '@jest/globals';
import { INVOICE_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { runVerifyCommand } from '../app/verify-command.js';
import { caseOn, lastMonth, newHospital } from '../../test/billing.js';
import { binary, pdfText } from '../../test/pdf-text.js';
import { generateUrl, reportUrl, resultUrl, signedOutCase, type ResultRefs } from '../../test/results.js';
import { resultsApp } from '../../test/results-app.js';
import { sql } from '../../test/sql.js';
import { DEMO_PASSWORD, type TestApp } from '../../test/test-app.js';

function pdfsig(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pathdesk-sig-')), 'doc.pdf');
  writeFileSync(file, pdf);
  const run = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${run.stdout}${run.stderr}`;
}

const tokenIn = (pdf: Uint8Array) => /\/verify\/([0-9a-f]{32})/.exec(pdfText(pdf))?.[1];

/** Issue 32.4–32.7: released versions sealed and chained, PDFs that carry their verification and a signature, verification for anyone. */
describe('signing: issued documents that prove themselves', () => {
  let t: TestApp;
  let admin: ApiClient;
  let user: ApiClient;
  let doctor: ApiClient;
  let anyone: ApiClient;
  let refs: ResultRefs;
  beforeAll(async () => {
    ({ t, admin, user, doctor, refs } = await resultsApp());
    anyone = await ApiClient.anonymous(t);
  });
  afterAll(() => t.close());

  const reportPdf = async (id: number) =>
    (
      await doctor
        .get(`${reportUrl('surgical', id)}/pdf`)
        .buffer(true)
        .parse(binary)
        .expect(200)
    ).body as Buffer;

  async function amendedCase() {
    const { case: c, report: v1 } = await signedOutCase(user, doctor, 'surgical', refs, {
      caseOverrides: { patientFirstName: 'ลับเฉพาะ', patientLastName: 'ผู้ป่วย', hn: `HN-SEAL-${Date.now() % 100000}` },
    });
    const current = (await doctor.get(resultUrl('surgical', c.id)).expect(200)).body.result;
    await doctor.put(resultUrl('surgical', c.id), { fields: { comment: 'Deeper levels examined.' }, version: current.version, amendment: true }).expect(200);
    const v2 = (await doctor.post(generateUrl('surgical'), { caseId: c.id, amendReason: 'Deeper levels.', password: DEMO_PASSWORD }).expect(201)).body.surgicalreport;
    return { c, v1, v2 };
  }

  it('seals each released version at release, chained to the version it supersedes, and the chain check finds it whole', async () => {
    const { v1, v2 } = await amendedCase();
    const seals = await sql<{ document_id: number; previous_id: number | null; id: number; token: string; chain_sha256: string }[]>(
      t,
      `select id, document_id, previous_id, token, chain_sha256 from document_seal where document_type = 'report' and document_id in (?, ?) order by document_id`,
      [v1.id, v2.id],
    );
    expect(seals).toHaveLength(2);
    expect(seals[0]!.previous_id).toBeNull();
    expect(seals[1]!.previous_id).toBe(seals[0]!.id);
    expect(seals[0]!.token).toMatch(/^[0-9a-f]{32}$/);
    expect(seals[0]!.token).not.toBe(seals[1]!.token);
    const check = (await admin.get('/api/signing/chain').expect(200)).body;
    expect(check).toMatchObject({ ok: true, problemCount: 0, problems: [] });
    expect(check.reportVersions).toBeGreaterThanOrEqual(2);
    await user.get('/api/signing/chain').expect(403);
    await anyone.get('/api/signing/chain').expect(401);
  });

  it('prints the verification address on a report PDF, signs it (pdfsig: valid, whole document), and gives the same bytes on every download', async () => {
    const { v1, v2 } = await amendedCase();
    const first = await reportPdf(v1.id);
    const again = await reportPdf(v1.id);
    expect(Buffer.compare(first, again)).toBe(0);
    const [seal] = await sql<{ token: string }[]>(t, `select token from document_seal where document_type = 'report' and document_id = ?`, [v1.id]);
    expect(tokenIn(first)).toBe(seal!.token);
    expect(pdfText(first)).toContain(`Verify: http://localhost:3000/verify/${seal!.token}`);

    const signature = pdfsig(first);
    expect(signature).toMatch(/Signature Validation: Signature is Valid\./);
    expect(signature).toMatch(/Total document signed/);
    expect(signature).toMatch(/ETSI\.CAdES\.detached/);
    // A byte changed after signing: pdfsig no longer finds it valid.
    const tampered = Buffer.from(first);
    const at = tampered.indexOf('/Type /Page');
    tampered[at + 2] = 'X'.charCodeAt(0);
    expect(pdfsig(tampered)).not.toMatch(/Signature Validation: Signature is Valid\./);

    // Its verification, signed out: the lab, the accession number, version 1 superseded by version 2 — and nothing about the patient.
    const res = await anyone.get(`/api/verify/${seal!.token}`).expect(200);
    expect(res.body).toEqual({
      documentType: 'report',
      lab: expect.any(String),
      number: v1.accessionNo,
      version: 1,
      issuedAt: new Date(v1.releasedAt).toISOString(),
      current: false,
      supersededBy: { version: 2, issuedAt: new Date(v2.releasedAt).toISOString() },
      status: null,
      intact: true,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/ลับเฉพาะ|HN-SEAL/);
    const latest = tokenIn(await reportPdf(v2.id))!;
    expect((await anyone.get(`/api/verify/${latest}`).expect(200)).body).toMatchObject({ version: 2, current: true, supersededBy: null });
  });

  it('answers a made-up or altered token: 404, not a document of this lab', async () => {
    const { v1 } = await amendedCase();
    const token = tokenIn(await reportPdf(v1.id))!;
    const altered = `${token.slice(0, -1)}${token.endsWith('0') ? '1' : '0'}`;
    for (const bad of [altered, '0'.repeat(32), 'not-a-token', `${token}0`]) {
      expect((await anyone.get(`/api/verify/${bad}`).expect(404)).body.message).toBe('Not a document of this lab.');
    }
  });

  it('detects a released version changed in the database behind the API (the append-only triggers disabled, as a superuser could)', async () => {
    const { v1, v2 } = await amendedCase();
    const token = tokenIn(await reportPdf(v1.id))!;
    const write = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await runVerifyCommand(t.config)).toBe(true);
    } finally {
      write.mockRestore();
    }
    await sql(t, 'alter table report_version disable trigger user');
    try {
      await sql(t, `update report_version set diagnosis = 'Benign (changed)' where id = ?`, [v1.id]);
    } finally {
      await sql(t, 'alter table report_version enable trigger user');
    }
    const check = (await admin.get('/api/signing/chain').expect(200)).body;
    expect(check.ok).toBe(false);
    expect(check.problems).toContainEqual({ documentType: 'report', documentId: v1.id, number: v1.accessionNo, version: 1, problem: 'content changed' });
    expect(check.problems.some((p: { documentId: number }) => p.documentId === v2.id)).toBe(false);
    expect((await anyone.get(`/api/verify/${token}`).expect(200)).body.intact).toBe(false);
    // `npm run db:verify` (main.js verify) says so too: false, and the process exits 1.
    const printed = jest.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      expect(await runVerifyCommand(t.config)).toBe(false);
      expect(JSON.parse(String(printed.mock.calls.at(-1)![0])).problems).toContainEqual(expect.objectContaining({ documentId: v1.id, problem: 'content changed' }));
    } finally {
      printed.mockRestore();
    }

    // A seal rewritten to match the changed content breaks its link to the next version's seal.
    await sql(
      t,
      `update document_seal s set content_sha256 = x.c, chain_sha256 = encode(sha256(convert_to(x.c, 'UTF8')), 'hex')
         from (select encode(sha256(convert_to(jsonb_build_object('x', 1)::text, 'UTF8')), 'hex') as c) x
        where s.document_type = 'report' and s.document_id = ?`,
      [v1.id],
    );
    const after = (await admin.get('/api/signing/chain').expect(200)).body;
    expect(after.problems).toContainEqual(expect.objectContaining({ documentId: v2.id, problem: 'chain broken' }));

    // A kept PDF changed: found too.
    await sql(t, `update sealed_pdf set pdf = pdf || '\\x00'::bytea where seal_id = (select id from document_seal where document_type = 'report' and document_id = ?)`, [v1.id]);
    expect((await admin.get('/api/signing/chain').expect(200)).body.problems).toContainEqual(expect.objectContaining({ documentId: v1.id, problem: 'pdf changed' }));
  });

  it('seals, signs and verifies an issued invoice; a draft prints unsealed', async () => {
    const month = lastMonth();
    const hospitalId = await newHospital(user);
    await caseOn(user, 'surgical', refs, hospitalId, `${month}-14`, { price: 900 });
    const draft = (await user.post(INVOICE_API.list('surgical'), { payer: { type: 'hospital', id: hospitalId }, month }).expect(201)).body.surgicalinvoices[0];
    const draftPdf = (await user.get(INVOICE_API.pdf('surgical', draft.id)).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect(tokenIn(draftPdf)).toBeUndefined();
    const issued = (await user.post(INVOICE_API.issue('surgical', draft.id), { version: 1 }).expect(200)).body.surgicalinvoice;
    const pdf = (await user.get(INVOICE_API.pdf('surgical', draft.id)).buffer(true).parse(binary).expect(200)).body as Buffer;
    const again = (await user.get(INVOICE_API.pdf('surgical', draft.id)).buffer(true).parse(binary).expect(200)).body as Buffer;
    expect(Buffer.compare(pdf, again)).toBe(0);
    expect(pdfsig(pdf)).toMatch(/Signature Validation: Signature is Valid\./);
    const token = tokenIn(pdf)!;
    expect(token).toMatch(/^[0-9a-f]{32}$/);
    expect((await anyone.get(`/api/verify/${token}`).expect(200)).body).toMatchObject({
      documentType: 'invoice',
      number: issued.number,
      version: null,
      current: true,
      status: 'issued',
      intact: true,
    });
  });

  it('refuses a flood of verification requests from one address: 429 with Retry-After', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push((await anyone.get(`/api/verify/${'a'.repeat(32)}`)).status);
    expect(statuses.slice(0, 20).every((s) => s === 404 || s === 429)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const res = await anyone.get(`/api/verify/${'b'.repeat(32)}`).expect(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});
