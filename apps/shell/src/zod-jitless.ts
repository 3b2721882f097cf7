import { z } from 'zod';

// First of the shell's imports: the CSP forbids eval, so zod's compiled parsers cannot run in the
// browser, and its probe for them (`new Function`, when a schema is built) is a CSP violation in
// every page's console (Lighthouse best practices, issue 18). Set before any schema is built.
z.config({ jitless: true });
