import { ReportPdfCache } from './report-pdf-cache.js';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('ReportPdfCache (issue 34.2: a released version rendered once and kept)', () => {
  it('renders a version’s document once, and again when its HTML differs', async () => {
    const cache = new ReportPdfCache(1000);
    let renders = 0;
    const render = async () => bytes(10, ++renders);
    const first = await cache.pdf(1, '<p>v1</p>', render);
    expect(await cache.pdf(1, '<p>v1</p>', render)).toBe(first);
    expect(renders).toBe(1);
    // Another version, or the same version printed from other HTML (a new layout): rendered.
    await cache.pdf(2, '<p>v1</p>', render);
    await cache.pdf(1, '<p>v1, new layout</p>', render);
    expect(renders).toBe(3);
  });

  it('shares one render among requests that come while it runs', async () => {
    const cache = new ReportPdfCache(1000);
    let renders = 0;
    let finish!: (pdf: Uint8Array) => void;
    const render = () => {
      renders++;
      return new Promise<Uint8Array>((resolve) => (finish = resolve));
    };
    const waiting = [cache.pdf(7, 'x', render), cache.pdf(7, 'x', render), cache.pdf(7, 'x', render)];
    finish(bytes(5));
    const pdfs = await Promise.all(waiting);
    expect(renders).toBe(1);
    expect(new Set(pdfs).size).toBe(1);
  });

  it('keeps no failed render', async () => {
    const cache = new ReportPdfCache(1000);
    await expect(cache.pdf(3, 'x', () => Promise.reject(new Error('browser gone')))).rejects.toThrow('browser gone');
    let renders = 0;
    await cache.pdf(3, 'x', async () => bytes(5, ++renders));
    expect(renders).toBe(1);
  });

  it('stays within its bytes, the least recently used out first', async () => {
    const cache = new ReportPdfCache(25);
    let renders = 0;
    const render = async () => (renders++, bytes(10));
    await cache.pdf(1, 'a', render);
    await cache.pdf(2, 'b', render);
    await cache.pdf(1, 'a', render); // 1 used last: 2 is the oldest now
    await cache.pdf(3, 'c', render); // 30 bytes > 25: 2 goes
    expect(renders).toBe(3);
    await cache.pdf(1, 'a', render);
    await cache.pdf(3, 'c', render);
    expect(renders).toBe(3);
    await cache.pdf(2, 'b', render);
    expect(renders).toBe(4);
    // Larger than the whole cache: served, never kept.
    const big = new ReportPdfCache(5);
    await big.pdf(9, 'z', render);
    await big.pdf(9, 'z', render);
    expect(renders).toBe(6);
  });
});
