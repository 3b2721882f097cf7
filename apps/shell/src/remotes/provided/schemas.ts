// The validation schemas the remotes share (their forms validate with them). zod is set up first:
// the page's CSP forbids eval, so its compiled parsers are off (zod-jitless.ts).
import '../../zod-jitless';

export * from '@pathdesk/contracts/schemas';
