import { Inject, Injectable, Logger, type OnModuleDestroy, ServiceUnavailableException } from '@nestjs/common';
import type { Browser, Page, PDFOptions } from 'puppeteer-core';
import type { PdfRendererHealth } from '@pathdesk/contracts';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { CHROMIUM_ARGS, PDF_DEFAULTS } from './chromium-options.js';
import { findChromium, type ChromiumLookup } from './chromium-path.js';
import { withEmbeddedFonts } from './pdf-document.js';

export type PdfRenderOptions = Pick<PDFOptions, 'format' | 'landscape' | 'margin' | 'displayHeaderFooter' | 'headerTemplate' | 'footerTemplate' | 'omitBackground'>;

/** A render failed because its browser went away (killed, crashed): worth one more try on a fresh one. */
class BrowserGone extends Error {
  constructor(override readonly cause: unknown) {
    super((cause as Error)?.message ?? String(cause));
  }
}

/** Chromium's ways of saying the page or the browser went away under a call. */
const TARGET_LOST = /Target closed|Session closed|Connection closed|Page crashed|Navigating frame was detached/i;

/**
 * Renders HTML that the app generated into PDF with one shared Chromium, started on the first PDF,
 * and a small pool of pages reused across requests. Pages run no JavaScript and make no network
 * requests: everything a document needs, fonts included, is inside its HTML. When Chromium dies
 * under a render (killed, crashed), the render is tried once more on a fresh browser (issue 24.12).
 */
@Injectable()
export class PdfService implements OnModuleDestroy {
  private readonly logger = new Logger(PdfService.name);
  private readonly chromium: ChromiumLookup;
  private browser: Promise<Browser> | null = null;
  /** The browser `browser` resolved to, once started. */
  private current: Browser | null = null;
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
    try {
      return await this.renderOnce(html, options);
    } catch (error) {
      if (!(error instanceof BrowserGone)) throw error;
      this.logger.warn(`Chromium went away during a PDF (${error.message}); trying once more on a fresh browser`);
      try {
        return await this.renderOnce(html, options);
      } catch (again) {
        throw again instanceof BrowserGone ? again.cause : again;
      }
    }
  }

  private async renderOnce(html: string, options: PdfRenderOptions): Promise<Uint8Array> {
    const page = await this.acquire();
    let healthy = true;
    try {
      await page.setContent(withEmbeddedFonts(html), { waitUntil: 'load', timeout: this.config.pdf.timeoutMs });
      return await page.pdf({ ...PDF_DEFAULTS, ...options, timeout: this.config.pdf.timeoutMs });
    } catch (error) {
      healthy = false;
      throw (await this.lost(page.browser(), error)) ? new BrowserGone(error) : error;
    } finally {
      this.release(page, healthy);
    }
  }

  /**
   * Whether a call failed because its page or `browser` went away (killed, crashed), not because of
   * what it was asked. A browser that no longer answers is dropped, so the next page starts a fresh one.
   */
  private async lost(browser: Browser, error: unknown): Promise<boolean> {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    if (browser.connected && !TARGET_LOST.test(message)) return false;
    const answers =
      browser.connected &&
      (await browser.version().then(
        () => true,
        () => false,
      ));
    if (!answers) this.forget(browser);
    return true;
  }

  /** Drops a browser that went away, with its pages: the next page starts a fresh one. */
  private forget(browser: Browser): void {
    if (this.current !== browser) return;
    this.current = null;
    this.browser = null;
    this.idle.length = 0;
    this.live.clear();
    browser.close().catch(() => undefined);
  }

  /** For the metrics (observability/metrics.service.ts): pages at work, idle, and requests waiting for one. */
  poolStats(): { busy: number; idle: number; waiting: number } {
    return { busy: this.live.size - this.idle.length, idle: this.idle.length, waiting: this.waiters.length };
  }

  async onModuleDestroy(): Promise<void> {
    const browser = this.browser;
    this.browser = null;
    this.current = null;
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
    try {
      const page = await browser.newPage();
      await page.setJavaScriptEnabled(false);
      await page.setRequestInterception(true);
      page.on('request', (request) => {
        if (request.url().startsWith('data:')) void request.continue();
        else void request.abort('blockedbyclient');
      });
      return page;
    } catch (error) {
      throw (await this.lost(browser, error)) ? new BrowserGone(error) : error;
    }
  }

  private launch(): Promise<Browser> {
    const executablePath = this.chromium.path;
    if (executablePath === null) {
      return Promise.reject(new ServiceUnavailableException(`PDFs cannot be made: ${this.chromium.error}`));
    }
    // puppeteer-core is loaded with the first PDF: most processes (and test files) never print.
    // Over a pipe, not a WebSocket: Chromium exits when this process dies, even by SIGKILL (over a
    // WebSocket it was left running, ~200 MB a crash — the replica tests' kills left two).
    this.browser ??= import('puppeteer-core')
      .then(({ default: puppeteer }) => puppeteer.launch({ executablePath, headless: true, pipe: true, args: CHROMIUM_ARGS }))
      .then(
        (browser) => {
          this.lastError = undefined;
          this.current = browser;
          browser.on('disconnected', () => {
            if (this.current !== browser) return; // closed on purpose, or dropped already
            this.logger.warn('Chromium exited; the next PDF starts it again');
            this.forget(browser);
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
