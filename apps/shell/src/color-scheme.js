/* global document, localStorage -- a plain browser script, run before the app */
// The remembered scheme before the first paint (layout/layout-preferences.ts keeps it). A file of its
// own, not inline in index.html: the Content-Security-Policy allows no inline script.
try {
  if (JSON.parse(localStorage.getItem('pathdesk.layout') || '{}').colorScheme === 'dark') {
    document.getElementById('theme-css').href = '/themes/dark/theme.css';
    document.documentElement.dataset.scheme = 'dark';
    document.documentElement.style.colorScheme = 'dark';
  }
} catch {
  // no storage (private mode): the light scheme
}
