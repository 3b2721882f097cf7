import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 700];
const SUBSETS = ['thai', 'latin', 'latin-ext'];

let css: string | undefined;

/**
 * @font-face rules for Sarabun (regular and bold; Thai and Latin), taken from @fontsource/sarabun
 * with each font inlined as a data URL: pages render with network requests blocked, and a file://
 * font does not load under setContent.
 */
export function sarabunFontFaceCss(): string {
  css ??= WEIGHTS.flatMap((weight) => {
    const cssFile = require.resolve(`@fontsource/sarabun/${weight}.css`);
    const source = readFileSync(cssFile, 'utf8');
    return source
      .split(/(?=\/\* sarabun-)/)
      .filter((block) => SUBSETS.some((subset) => block.startsWith(`/* sarabun-${subset}-${weight}-normal */`)))
      .map((block) =>
        block.replace(/font-display: swap/, 'font-display: block').replace(/src: [^;]+;/, (src) => {
          const woff2 = /url\(\.\/(files\/[^)]+\.woff2)\)/.exec(src)?.[1];
          if (!woff2) throw new Error(`No woff2 font in ${cssFile}`);
          const data = readFileSync(join(dirname(cssFile), woff2)).toString('base64');
          return `src: url(data:font/woff2;base64,${data}) format('woff2');`;
        }),
      );
  }).join('\n');
  return css;
}
