import { withEmbeddedFonts } from './pdf-document.js';

describe('withEmbeddedFonts', () => {
  it('wraps a fragment in a Thai document that carries Sarabun inline', () => {
    const html = withEmbeddedFonts('<p>สวัสดี</p>');
    expect(html).toMatch(/^<!doctype html><html lang="th"><head><meta charset="utf-8"><style>/);
    expect(html).toContain('<body><p>สวัสดี</p></body>');
    expect(html).toMatch(/font-family: 'Sarabun';[\s\S]*src: url\(data:font\/woff2;base64,/);
    // Thai, Latin and Latin-extended subsets in regular and bold
    expect(html.match(/@font-face/g)).toHaveLength(6);
    expect(html).toContain('U+0E01-0E5B');
    expect(html).not.toContain('./files/');
  });

  it('puts the fonts first in the head of a full document', () => {
    const html = withEmbeddedFonts('<html><head><title>T</title></head><body>x</body></html>');
    expect(html.indexOf('<style>')).toBe('<html><head>'.length);
    expect(html).toContain('<title>T</title>');
  });
});
