import { Inject, Injectable, Logger, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import puppeteer, { type Browser, type Page, type PDFOptions } from 'puppeteer-core';
import type { PdfRendererHealth } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { CHROMIUM_ARGS, PDF_DEFAULTS } from './chromium-options.js';
import { findChromium, type ChromiumLookup } from './chromium-path.js';
import { withEmbeddedFonts } from './pdf-document.js';

export type PdfRenderOptions = Pick<PDFOptions, 'format' | 'landscape' | 'margin' | 'displayHeaderFooter' | 'headerTemplate' | 'footerTemplate'>;

/**
 * Renders HTML that the app generated into PDF with one shared Chromium, started on the first PDF,
 * and a small pool of pages reused across requests. Pages run no JavaScript and make no network
 * requests: everything a document needs, fonts included, is inside its HTML.
 */
@Injectable()
export class PdfService implements OnModuleDestroy {
  private readonly logger = new Logger(PdfService.name);
  private readonly chromium: ChromiumLookup;
  private browser: Promise<Browser> | null = null;
  private readonly idle: Page[] = [];
  private readonly waiters: { resolve: (page: Page) => void; reject: (error: unknown) => void }[] = [];
  /** Pages of the current browser, idle or in use; at most `poolSize`. */
  private readonly live = new Set<Page>();
  private starting = 0;
  private lastError: string | undefined;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.chromium = findChromium(config.pdf.executablePath);
    if (this.chromium.path === null) this.logger.error(this.chromium.error);
    else this.logger.log(`PDFs render with ${this.chromium.path} (${this.chromium.source})`);
  }

  status(): PdfRendererHealth {
    if (this.chromium.path === null) {
      return { ready: false, started: false, executablePath: null, error: this.chromium.error };
    }
    return {
      ready: this.lastError === undefined,
      started: this.browser !== null,
      executablePath: this.chromium.path,
      ...(this.lastError ? { error: this.lastError } : {}),
    };
  }

  async render(html: string, options: PdfRenderOptions = {}): Promise<Uint8Array> {
    const page = await this.acquire();
    let healthy = true;
    try {
      await page.setContent(withEmbeddedFonts(html), { waitUntil: 'load', timeout: this.config.pdf.timeoutMs });
      return await page.pdf({ ...PDF_DEFAULTS, ...options, timeout: this.config.pdf.timeoutMs });
    } catch (error) {
      healthy = false;
      throw error;
    } finally {
      this.release(page, healthy);
    }
  }

  /** For the metrics (observability/metrics.service.ts): pages at work, idle, and requests waiting for one. */
  poolStats(): { busy: number; idle: number; waiting: number } {
    return { busy: this.live.size - this.idle.length, idle: this.idle.length, waiting: this.waiters.length };
  }

  async onModuleDestroy(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    if (browser) await (await browser.catch(() => null))?.close().catch(() => undefined);
  }

  private async acquire(): Promise<Page> {
    const page = this.idle.pop();
    if (page) return page;
    if (this.live.size + this.starting < this.config.pdf.poolSize) return this.newPage();
    return new Promise((resolve, reject) => this.waiters.push({ resolve, reject }));
  }

  private release(page: Page, healthy: boolean): void {
    if (!healthy || page.isClosed() || !this.live.has(page)) {
      this.live.delete(page);
      page.close().catch(() => undefined);
      // A waiter gets a fresh page instead of the broken one.
      const waiter = this.waiters.shift();
      if (waiter) this.newPage().then(waiter.resolve, waiter.reject);
      return;
    }
    const waiter = this.waiters.shift();
    if (waiter) waiter.resolve(page);
    else this.idle.push(page);
  }

  private async newPage(): Promise<Page> {
    this.starting++;
    try {
      const page = await this.openPage();
      this.live.add(page);
      return page;
    } finally {
      this.starting--;
    }
  }

  private async openPage(): Promise<Page> {
    const browser = await this.launch();
    const page = await browser.newPage();
    await page.setJavaScriptEnabled(false);
    await page.setRequestInterception(true);
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) void request.continue();
      else void request.abort('blockedbyclient');
    });
    return page;
  }

  private launch(): Promise<Browser> {
    if (this.chromium.path === null) {
      return Promise.reject(new ServiceUnavailableException(`PDFs cannot be made: ${this.chromium.error}`));
    }
    this.browser ??= puppeteer
      .launch({ executablePath: this.chromium.path, headless: true, args: CHROMIUM_ARGS })
      .then(
        (browser) => {
          this.lastError = undefined;
          browser.on('disconnected', () => {
            if (this.browser === null) return; // closed on purpose
            this.logger.warn('Chromium exited; the next PDF starts it again');
            this.browser = null;
            this.idle.length = 0;
            this.live.clear();
          });
          return browser;
        },
        (error: Error) => {
          this.browser = null;
          this.lastError = `Chromium did not start: ${error.message}`;
          this.logger.error(this.lastError);
          throw new ServiceUnavailableException(this.lastError);
        },
      );
    return this.browser;
  }
}
