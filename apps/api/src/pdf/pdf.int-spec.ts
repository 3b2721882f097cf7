import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'puppeteer-core';
import { loadConfig } from '../config/app-config.js';
import { PdfService } from './pdf.service.js';

/** The text of a PDF, as poppler's pdftotext reads it. */
function pdfText(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathdesk-pdf-'));
  const file = join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function pdfFonts(pdf: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'pathdesk-pdf-'));
  const file = join(dir, 'out.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdffonts', [file], { encoding: 'utf8' });
}

describe('PdfService (real Chromium)', () => {
  let pdf: PdfService;
  beforeAll(() => {
    pdf = new PdfService(loadConfig({ NODE_ENV: 'test', PDF_POOL_SIZE: '2' }));
  });
  afterAll(() => pdf.onModuleDestroy());

  it('renders Thai text in the embedded Sarabun font', async () => {
    const out = await pdf.render('<h1>รายงานผลการตรวจทางพยาธิวิทยา</h1><p>ผู้ป่วย: นางสาวสมหญิง ใจดี — S68-00042</p>');
    expect(Buffer.from(out.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = pdfText(out);
    expect(text).toContain('รายงานผลการตรวจทางพยาธิวิทยา');
    expect(text).toContain('นางสาวสมหญิง ใจดี');
    expect(text).toContain('S68-00042');
    expect(pdfFonts(out)).toMatch(/Sarabun/);
    expect(pdf.status()).toMatchObject({ ready: true, started: true });
  });

  it('runs no JavaScript from the document', async () => {
    const out = await pdf.render('<p id="x">static text</p><script>document.getElementById("x").textContent = "SCRIPT RAN";</script>');
    const text = pdfText(out);
    expect(text).toContain('static text');
    expect(text).not.toContain('SCRIPT RAN');
  });

  describe('network', () => {
    let server: Server;
    let hits = 0;
    let port = 0;
    beforeAll(async () => {
      server = createServer((_req, res) => {
        hits++;
        res.end('body{}');
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('makes no request to anywhere, even when the HTML asks', async () => {
      const out = await pdf.render(`<link rel="stylesheet" href="http://127.0.0.1:${port}/style.css"><img src="http://127.0.0.1:${port}/pixel.png"><p>offline</p>`);
      expect(pdfText(out)).toContain('offline');
      expect(hits).toBe(0);
    });
  });

  it('serves more concurrent renders than it has pages, all correct', async () => {
    const names = Array.from({ length: 6 }, (_, i) => `เอกสารที่ ${i + 1}`);
    const outs = await Promise.all(names.map((name) => pdf.render(`<p>${name}</p>`)));
    outs.forEach((out, i) => expect(pdfText(out)).toContain(names[i]));
  });

  it('keeps working after a render fails', async () => {
    const tiny = new PdfService(loadConfig({ NODE_ENV: 'test', PDF_POOL_SIZE: '1', PDF_TIMEOUT_MS: '1000' }));
    try {
      await expect(tiny.render('<p>x</p>', { format: 'NotAPaperSize' as never })).rejects.toThrow();
      expect(pdfText(await tiny.render('<p>ยังใช้งานได้</p>'))).toContain('ยังใช้งานได้');
    } finally {
      await tiny.onModuleDestroy();
    }
  });
});

describe('PdfService when Chromium is killed mid-load (issue 24.12)', () => {
  /** The process of the service's current browser (a private field: the test kills the real one). */
  const browserPid = async (pdf: PdfService) => (await (pdf as unknown as { browser: Promise<Browser> }).browser).process()!.pid!;

  it('renders every PDF in flight, and those waiting for a page, on a fresh browser', async () => {
    const pdf = new PdfService(loadConfig({ NODE_ENV: 'test', PDF_POOL_SIZE: '2' }));
    try {
      await pdf.render('<p>warm</p>');
      const killed = await browserPid(pdf);
      // Long enough to load that loading is under way when the browser dies; nothing of it prints.
      const filler = `<!-- ${'ก'.repeat(1_000_000)} -->`;
      const names = Array.from({ length: 6 }, (_, i) => `ฉบับที่ ${i + 1} S68-0${i}`);
      const rendering = Promise.allSettled(names.map((name) => pdf.render(`<h1>${name}</h1>${filler}`)));
      expect(pdf.poolStats().busy).toBeGreaterThan(0);
      process.kill(killed, 'SIGKILL');
      const outcomes = await rendering;
      expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'rendered' : String(o.reason)))).toEqual(names.map(() => 'rendered'));
      outcomes.forEach((o, i) => expect(pdfText((o as PromiseFulfilledResult<Uint8Array>).value)).toContain(names[i]));
      expect(await browserPid(pdf)).not.toBe(killed);
      expect(pdf.status()).toMatchObject({ ready: true, started: true });
    } finally {
      await pdf.onModuleDestroy();
    }
  });
});

describe('PdfService without a browser', () => {
  it('says clearly what is missing, at start and when asked for a PDF', async () => {
    const pdf = new PdfService(loadConfig({ NODE_ENV: 'test', PUPPETEER_EXECUTABLE_PATH: '/nonexistent/chromium' }));
    expect(pdf.status()).toEqual({
      ready: false,
      started: false,
      executablePath: null,
      error: 'PUPPETEER_EXECUTABLE_PATH=/nonexistent/chromium is not an executable file.',
    });
    await expect(pdf.render('<p>x</p>')).rejects.toThrow(/PDFs cannot be made: PUPPETEER_EXECUTABLE_PATH/);
  });
});
