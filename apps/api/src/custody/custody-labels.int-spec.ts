import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CUSTODY_API, DEFAULT_RETENTION, specimenBarcode } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { gross } from '../../test/bench.js';
import { caseRefs, type CaseRefs } from '../../test/cases.js';
import { registerCase } from '../../test/results.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A raw-TCP label printer on a free loopback port: it keeps what each connection sent. */
async function loopbackPrinter(): Promise<{ port: number; jobs: string[]; next: () => Promise<string>; close: () => Promise<void> }> {
  const jobs: string[] = [];
  const waiting: ((job: string) => void)[] = [];
  const server: Server = createServer((socket) => {
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (data += chunk));
    socket.on('end', () => {
      const wake = waiting.shift();
      if (wake) wake(data);
      else jobs.push(data);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    jobs,
    next: () => (jobs.length ? Promise.resolve(jobs.shift()!) : new Promise((resolve) => waiting.push(resolve))),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

describe('custody: labels for the bench devices', () => {
  let t: TestApp;
  let user: ApiClient;
  let admin: ApiClient;
  let refs: CaseRefs;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    user = await ApiClient.signedIn(t, 'user');
    admin = await ApiClient.signedIn(t, 'admin');
    refs = await caseRefs(t);
    folder = await mkdtemp(join(tmpdir(), 'pathdesk-hot-folder-'));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await t.close();
  });

  const settings = (printer: { host: string; port: number } | null) =>
    admin
      .put(CUSTODY_API.settings, {
        retention: DEFAULT_RETENTION,
        printer,
        hotFolder: { directory: folder, template: '{accessionNo};{code};{barcode};{patientName};{day}', extension: 'txt' },
      })
      .expect(200);

  it("sends ZPL to the configured printer over raw TCP, with each label's barcode, accession number and code, patient and stain", async () => {
    const printer = await loopbackPrinter();
    try {
      await settings({ host: '127.0.0.1', port: printer.port });
      const c = await registerCase(user, 'surgical', refs);
      const [a1] = await gross(user, 'surgical', c.id, 'A', 1);
      const slide = `SLD-${a1!.slides[0]!.id}`;
      const res = await user.post(CUSTODY_API.labels, { codes: [slide, `BLK-${a1!.id}`], output: 'printer' }).expect(200);
      expect(res.body).toEqual({ output: 'printer', count: 2 });
      const job = await printer.next();
      const formats = job
        .trim()
        .split('^XZ')
        .filter((f) => f.trim());
      expect(formats).toHaveLength(2);
      expect(formats[0]).toContain('^CI28');
      expect(formats[0]).toContain(`^BXN,4,200^FH_^FD${slide}^FS`);
      expect(formats[0]).toContain(`^FD${c.accessionNo} A1-1^FS`);
      expect(formats[0]).toContain('^FDนางสมหญิง ใจดี^FS');
      expect(formats[0]).toContain('^FDH&E^FS');
      expect(formats[1]).toContain(`^FD${c.accessionNo} A1^FS`);
      expect(formats[1]).toContain('^FDcassette^FS');

      // Cutting a block with print: its slides' labels go to the printer with the one scan.
      for (const step of ['grossing', 'processing', 'embedding']) await user.post(CUSTODY_API.scans, { code: `BLK-${a1!.id}`, step }).expect(201);
      const cut = await user.post(CUSTODY_API.scans, { code: `BLK-${a1!.id}`, step: 'cutting', print: true }).expect(201);
      expect(cut.body.scan.printed).toEqual({ output: 'printer', count: 1 });
      expect(await printer.next()).toContain(`^FD${slide}^FS`);

      const download = await user.post(CUSTODY_API.labels, { codes: [slide, specimenBarcode(c.id)], output: 'zpl' }).expect(200);
      expect(download.text).toContain(`^FD${specimenBarcode(c.id)}^FS`);
      expect(download.text).toContain(`^FD${c.accessionNo} #1^FS`);
      expect(download.headers['content-type']).toMatch(/^text\/plain/);
      expect(download.headers['content-disposition']).toBe('attachment; filename="labels.zpl"');
      expect(download.text).toContain(`^FD${c.accessionNo} A1-1^FS`);
    } finally {
      await printer.close();
    }
    // A printer that does not answer: 503 with the reason; the scan itself is still recorded. Port 1 on
    // loopback: nothing listens there, and no listener on port 0 is ever given it (a port just closed
    // was, once, given to another test file's listener, which took the connection and kept silent).
    const closed = { port: 1 };
    await settings({ host: '127.0.0.1', port: closed.port });
    const c = await registerCase(user, 'surgical', refs, {
      parts: [
        { letter: 'A', specimen: 'Breast' },
        { letter: 'B', specimen: 'Lymph nodes' },
      ],
    });
    const [b1] = await gross(user, 'surgical', c.id, 'B', 1);
    const refused = await user.post(CUSTODY_API.labels, { codes: [`BLK-${b1!.id}`], output: 'printer' }).expect(503);
    expect(refused.body.message).toBe(`The label printer at 127.0.0.1:${closed.port} refused the connection.`);
  });

  it('writes one hot-folder file per cassette from the template when the specimen is scanned at grossing', async () => {
    await settings(null);
    const c = await registerCase(user, 'surgical', refs);
    const blocks = await gross(user, 'surgical', c.id, 'A', 2);
    await user.post(CUSTODY_API.scans, { code: specimenBarcode(c.id), step: 'accessioning' }).expect(201);
    const res = await user.post(CUSTODY_API.scans, { code: specimenBarcode(c.id), step: 'grossing', print: true }).expect(201);
    expect(res.body.scan.printed).toEqual({ output: 'hot-folder', count: 2 });
    const files = (await readdir(folder)).sort();
    expect(files).toEqual(expect.arrayContaining(blocks.map((b) => `BLK-${b.id}.txt`)));
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const text = await readFile(join(folder, `BLK-${blocks[1]!.id}.txt`), 'utf8');
    expect(text).toMatch(new RegExp(`^${c.accessionNo};A2;BLK-${blocks[1]!.id};นางสมหญิง ใจดี;\\d{4}-\\d{2}-\\d{2}\\r\\n$`));
  });

  it('refuses bad label requests with the reason', async () => {
    const nothing = await user.post(CUSTODY_API.labels, { codes: ['BLK-99999999'], output: 'zpl' }).expect(400);
    expect(nothing.body.errors).toEqual([{ field: 'codes.0', message: 'names no block' }]);
    await user.post(CUSTODY_API.labels, { codes: ['S69-00001'], output: 'zpl' }).expect(400);
    const noContainer = await user.post(CUSTODY_API.labels, { codes: ['SPC-1-99'], output: 'zpl' }).expect(400);
    expect(noContainer.body.errors).toEqual([{ field: 'codes.0', message: 'names no specimen container' }]);
    await user.post(CUSTODY_API.labels, { codes: [], output: 'zpl' }).expect(400);
    await user.post(CUSTODY_API.labels, { codes: ['BLK-1'], output: 'fax' }).expect(400);
    await admin.put(CUSTODY_API.settings, { retention: DEFAULT_RETENTION, printer: { host: 'bad host!', port: 9100 }, hotFolder: null }).expect(400);
    await admin.put(CUSTODY_API.settings, { retention: DEFAULT_RETENTION, printer: null, hotFolder: { directory: '../etc', template: '{code}', extension: 'txt' } }).expect(400);
    await admin.put(CUSTODY_API.settings, { retention: DEFAULT_RETENTION, printer: null, hotFolder: null }).expect(200);
    const unset = await user.post(CUSTODY_API.labels, { codes: ['BLK-1'], output: 'printer' }).expect(409);
    expect(unset.body.message).toBe('No label printer is set (custody settings): download the ZPL instead.');
  });
});
