import { sarabunFontFaceCss } from './sarabun-font.js';

const BASE_CSS = `
  html { font-family: 'Sarabun', sans-serif; font-size: 11pt; color: #111; }
  body { margin: 0; }
  table { border-collapse: collapse; }
`;

/**
 * Puts the app's HTML into a document that carries the Sarabun font. A full document keeps its own
 * head and gets the font first; a fragment is wrapped.
 */
export function withEmbeddedFonts(html: string): string {
  const style = `<style>${sarabunFontFaceCss()}${BASE_CSS}</style>`;
  const head = /<head[^>]*>/i.exec(html);
  if (head) return html.slice(0, head.index + head[0].length) + style + html.slice(head.index + head[0].length);
  return `<!doctype html><html lang="th"><head><meta charset="utf-8">${style}</head><body>${html}</body></html>`;
}
