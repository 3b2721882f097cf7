import type { RemoteManifest } from '@pathdesk/contracts';

// What the reports remote declares to the shell (issue 33.1): its addresses, who may open them, its
// sidebar entries. Data only (the build reads this file with Node, and copies it into remote.json).
const STAFF = ['admin', 'user'] as const;
const RELEASED = ['admin', 'user', 'guest'] as const;

export const manifest = {
  name: 'reports',
  namespace: 'reports',
  title: 'remote.reports',
  mounts: ['/report', '/verify'],
  pages: [
    { path: '/report', roles: STAFF },
    { path: '/report/surgical-report', roles: RELEASED },
    { path: '/report/cytological-report', roles: RELEASED },
    { path: '/report/gynecological-report', roles: RELEASED },
    // Quality control of Pap tests: whoever may rescreen (the API's rule), pathologists included.
    { path: '/report/gynecological-review-report', roles: ['admin', 'user', 'doctor'] },
    // Issue 24.1: pathologists confirm the migrated malignancy of old surgical reports (the API's rule).
    { path: '/report/malignancy-review', roles: ['admin', 'doctor'] },
    // Issue 30.6: the synoptic completeness record (the API's rule: administrators, lab staff, pathologists).
    { path: '/report/synoptic-completeness', roles: ['admin', 'user', 'doctor'] },
    // Issue 32.3: frozen sections within the target and against the final diagnosis (the API's rule: administrators, lab staff, pathologists).
    { path: '/report/frozen-concordance', roles: ['admin', 'user', 'doctor'] },
    // Issue 32.2: second opinions and their agreement (the API's rule: the lab).
    { path: '/report/concordance', roles: ['admin', 'user', 'doctor'] },
    // Issue 28.3: a client hospital's inbox (the API's rule: guests, its hospitals' reports).
    { path: '/report/inbox', roles: ['guest'] },
    // Issue 28.4: a client hospital's online requisitions (the API's rule: its hospitals'; ordering needs the account's permission).
    { path: '/report/requisitions', roles: ['guest'] },
    // Issue 28.5: the loans a client hospital asks for (the API's rule: guests, its hospitals' released cases).
    { path: '/report/loans', roles: ['guest'] },
    // Issue 32.5: what a printed report's or invoice's QR code opens, signed in or not.
    { path: '/verify', roles: 'anyone' },
  ],
  groups: [{ id: 'report', label: 'menu.Report', order: 30 }],
  menu: [
    { group: 'report', order: 10, label: 'menu.Report', icon: 'pi pi-fw pi-chart-bar', to: '/report/index', roles: STAFF },
    { group: 'report', order: 15, label: 'menu.Inbox', icon: 'pi pi-fw pi-inbox', to: '/report/inbox', roles: ['guest'] },
    { group: 'report', order: 16, label: 'menu.Requisitions', icon: 'pi pi-fw pi-send', to: '/report/requisitions', roles: ['guest'] },
    { group: 'report', order: 17, label: 'menu.Loans', icon: 'pi pi-fw pi-box', to: '/report/loans', roles: ['guest'] },
    { group: 'report', order: 20, label: 'menu.Surgical Report', icon: 'pi pi-fw pi-file', to: '/report/surgical-report', roles: RELEASED },
    { group: 'report', order: 30, label: 'menu.Cytological Report', icon: 'pi pi-fw pi-file', to: '/report/cytological-report', roles: RELEASED },
    { group: 'report', order: 40, label: 'menu.Gynecological Report', icon: 'pi pi-fw pi-file', to: '/report/gynecological-report', roles: RELEASED },
    // Pathologists rescreen held Paps too, and confirm migrated malignancies: their report pages.
    { group: 'report', order: 50, label: 'menu.Gynecological Review', icon: 'pi pi-fw pi-eye', to: '/report/gynecological-review-report', roles: ['admin', 'user', 'doctor'] },
    { group: 'report', order: 60, label: 'menu.Malignancy to review', icon: 'pi pi-fw pi-check-square', to: '/report/malignancy-review', roles: ['admin', 'doctor'] },
    { group: 'report', order: 70, label: 'menu.Synoptic completeness', icon: 'pi pi-fw pi-list-check', to: '/report/synoptic-completeness', roles: ['admin', 'user', 'doctor'] },
    { group: 'report', order: 72, label: 'menu.Frozen section concordance', icon: 'pi pi-fw pi-stopwatch', to: '/report/frozen-concordance', roles: ['admin', 'user', 'doctor'] },
    { group: 'report', order: 75, label: 'menu.Concordance', icon: 'pi pi-fw pi-sync', to: '/report/concordance', roles: ['admin', 'user', 'doctor'] },
  ],
} as const satisfies RemoteManifest;
