import type { PDFOptions } from 'puppeteer-core';

// How PathDesk starts Chromium and prints a page: pdf.service.ts, and the PDF benchmark's
// browser-per-PDF baseline (tools/bench/pdf.mjs imports this file, so it stays free of decorators).

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
  '--no-first-run',
  '--disable-extensions',
];

export const PDF_DEFAULTS: PDFOptions = {
  format: 'A4',
  printBackground: true,
  margin: { top: '15mm', bottom: '15mm', left: '15mm', right: '15mm' },
};
