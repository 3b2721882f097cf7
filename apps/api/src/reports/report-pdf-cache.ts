import { createHash } from 'node:crypto';

/** What the kept PDFs may take at most (a one-page report with its embedded font is ~100 KB). */
const REPORT_PDF_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * Released versions' PDFs, rendered once and kept (issue 34.2): a version never changes, and its
 * document's HTML is built from its snapshot alone, so the same HTML gives the same PDF every time.
 * A PDF is kept under the version's id and the hash of the HTML it was printed from — whatever
 * changes the printed document (a new release of its layout) renders afresh — least recently used
 * first out beyond `maxBytes`. Requests for a document being rendered wait for that one render. A
 * failed render is not kept. One per process (ReportsModule's provider): each replica keeps its own.
 */
export class ReportPdfCache {
  private readonly kept = new Map<string, Uint8Array>();
  private readonly rendering = new Map<string, Promise<Uint8Array>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number = REPORT_PDF_CACHE_BYTES) {}

  /** The PDF of version `id` printed from `html`: kept, being rendered, or rendered now by `render`. */
  pdf(id: number, html: string, render: () => Promise<Uint8Array>): Promise<Uint8Array> {
    const key = `${id}:${createHash('sha256').update(html).digest('base64url')}`;
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last: Map keeps insertion order.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return Promise.resolve(hit);
    }
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const work = render()
      .then((pdf) => {
        this.keep(key, pdf);
        return pdf;
      })
      .finally(() => this.rendering.delete(key));
    this.rendering.set(key, work);
    return work;
  }

  private keep(key: string, pdf: Uint8Array): void {
    if (pdf.byteLength > this.maxBytes || this.kept.has(key)) return;
    this.kept.set(key, pdf);
    this.bytes += pdf.byteLength;
    for (const [oldest, bytes] of this.kept) {
      if (this.bytes <= this.maxBytes) break;
      this.kept.delete(oldest);
      this.bytes -= bytes.byteLength;
    }
  }
}
