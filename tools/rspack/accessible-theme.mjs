// Makes the PrimeReact themes pass WCAG AA contrast (4.5:1 for text). Lara's light theme puts white
// text on its -500 colours (the emerald primary, the button and tag severities) and writes error and
// message text in light tints; each such colour becomes a darker shade of the same hue, and the hover
// and active shades move down with it, so the theme keeps its look, one step deeper. The dark theme
// puts dark text on light colours and already passes. Both get a focus ring that can be seen.

/** colour in the theme → its replacement, by scheme; every hex colour is written lower case. */
export const CONTRAST_FIXES = {
  light: {
    // primary (emerald): base, hover, active; #047857 stays (it is also the highlight's text colour)
    '#10b981': '#047857',
    '#059669': '#065f46',
    // success (green)
    '#22c55e': '#15803d',
    '#16a34a': '#166534',
    '#15803d': '#14532d',
    // info (sky)
    '#0ea5e9': '#0369a1',
    '#0284c7': '#075985',
    '#0369a1': '#0c4a6e',
    // warning (orange)
    '#f97316': '#c2410c',
    '#ea580c': '#9a3412',
    '#c2410c': '#7c2d12',
    // danger (red) and the error text of invalid fields
    '#ef4444': '#b91c1c',
    '#dc2626': '#991b1b',
    '#b91c1c': '#7f1d1d',
    '#e24c4c': '#b91c1c',
    // help (purple)
    '#a855f7': '#7e22ce',
    '#9333ea': '#6b21a8',
    '#7e22ce': '#581c87',
    // the text of inline messages and toasts (success, warning, error, info) on their tints
    '#1ea97c': '#047857',
    '#cc8925': '#92400e',
    '#ff5757': '#b91c1c',
    '#3b82f6': '#1d4ed8',
  },
  dark: {},
};

/**
 * The focus indicator, by scheme: Lara draws it as a pale ring (light: mint on white, 1.3:1; dark:
 * emerald at 20% opacity), too faint to see where the keyboard is. It becomes a gap in the
 * background's colour and a ring with at least 3:1 against it (WCAG 1.4.11), set apart from the
 * primary buttons it surrounds. Applied after the colours above, so these are final.
 */
const FOCUS_FIXES = {
  light: [
    ['0 0 0 0.2rem #a7f3d0', '0 0 0 2px #ffffff, 0 0 0 4px #059669'],
    ['#a7f3d0', '#059669'], // outlines: menu items, tree nodes
  ],
  dark: [
    ['0 0 0 0.2rem rgba(52, 211, 153, 0.2)', '0 0 0 2px #1c2127, 0 0 0 4px #a7f3d0'],
    ['rgba(52, 211, 153, 0.2)', '#a7f3d0'],
  ],
};

const HEX = /#[0-9a-fA-F]{6}\b/g;

/**
 * The theme's css with the colours of `scheme` replaced in one pass (so that a replacement is never
 * replaced again), in declarations only: the palette variables (--green-500 …) keep their values.
 */
export function accessibleTheme(css, scheme) {
  const fixes = CONTRAST_FIXES[scheme] ?? {};
  const coloured = css.replace(/(^\s*|[;{]\s*)([\w-]+)(\s*:[^;{}]*)/gm, (declaration, before, property, value) => {
    if (/^--[a-z]+-\d+$/.test(property)) return declaration;
    return before + property + value.replace(HEX, (hex) => fixes[hex.toLowerCase()] ?? hex);
  });
  return (FOCUS_FIXES[scheme] ?? []).reduce((out, [from, to]) => out.split(from).join(to), coloured);
}
