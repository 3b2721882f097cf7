import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { accessibleTheme, CONTRAST_FIXES } from './accessible-theme.mjs';

/** WCAG relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const linear = (c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}
const contrast = (a, b) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('accessibleTheme', () => {
  it('replaces the light colours in declarations, in one pass, and keeps the palette variables', () => {
    const css =
      ':root{--green-500:#22c55e;--primary-color:#10b981}\n.p-button {\n    background: #10B981;\n    border: 1px solid #059669;\n}\n.p-tag.p-tag-success { background-color: #22c55e; color: #ffffff }';
    const out = accessibleTheme(css, 'light');
    expect(out).toContain('--green-500:#22c55e');
    expect(out).toContain('--primary-color:#047857');
    expect(out).toContain('background: #047857');
    // #059669 → #065f46, and the #047857 that #10b981 became is not moved again
    expect(out).toContain('border: 1px solid #065f46');
    expect(out).toContain('background-color: #15803d; color: #ffffff');
  });

  it("leaves the dark theme's colours as they are", () => {
    const css = '.p-button { background: #34d399; color: #030712 }';
    expect(accessibleTheme(css, 'dark')).toBe(css);
  });

  it('draws a focus ring with 3:1 against the background in both schemes', () => {
    const light = accessibleTheme(':root{--focus-ring: 0 0 0 0.2rem #a7f3d0;}\n.p-menuitem:focus { outline: 0.15rem solid #a7f3d0; }', 'light');
    expect(light).toBe(':root{--focus-ring: 0 0 0 2px #ffffff, 0 0 0 4px #059669;}\n.p-menuitem:focus { outline: 0.15rem solid #059669; }');
    expect(contrast('#059669', '#ffffff')).toBeGreaterThanOrEqual(3);
    const dark = accessibleTheme('.p-button:focus { box-shadow: 0 0 0 0.2rem rgba(52, 211, 153, 0.2); }', 'dark');
    expect(dark).toBe('.p-button:focus { box-shadow: 0 0 0 2px #1c2127, 0 0 0 4px #a7f3d0; }');
    expect(contrast('#a7f3d0', '#1c2127')).toBeGreaterThanOrEqual(3);
  });

  it('gives white text at least 4.5:1 on every replaced -500 colour of the light theme', () => {
    for (const base of ['#10b981', '#22c55e', '#0ea5e9', '#f97316', '#ef4444', '#a855f7']) {
      expect(contrast(CONTRAST_FIXES.light[base], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('changes the installed light theme: no white-on-emerald-500 is left', () => {
    const require = createRequire(import.meta.url);
    const css = readFileSync(require.resolve('primereact/resources/themes/lara-light-green/theme.css'), 'utf8');
    const out = accessibleTheme(css, 'light');
    expect(out.match(/background: #10b981/gi)).toBeNull();
    expect(out).toMatch(/--primary-color: #047857/);
    expect(out).not.toContain('#a7f3d0');
  });
});
