// Reading PDFs the API answers: their text by poppler's pdftotext, their bytes whole through supertest.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from './api-client.js';

function pdfFile(pdf: Uint8Array): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pathdesk-pdf-')), 'out.pdf');
  writeFileSync(file, pdf);
  return file;
}

/** The text of a PDF, as poppler's pdftotext reads it. */
export function pdfText(pdf: Uint8Array): string {
  return execFileSync('pdftotext', ['-layout', pdfFile(pdf), '-'], { encoding: 'utf8' });
}

/** The text of each page of a PDF (`pdftotext -f N -l N`), in order. */
export function pdfPageTexts(pdf: Uint8Array): string[] {
  const file = pdfFile(pdf);
  const pages = Number(/^Pages:\s+(\d+)/m.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))![1]);
  return Array.from({ length: pages }, (_, i) => execFileSync('pdftotext', ['-layout', '-f', String(i + 1), '-l', String(i + 1), file, '-'], { encoding: 'utf8' }));
}

/** A body parser for supertest that keeps binary bodies whole. */
export const binary = ((res: NodeJS.ReadableStream, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}) as unknown as Parameters<ReturnType<ApiClient['get']>['parse']>[0];
