import type { RemoteManifest } from '@pathdesk/contracts';

// The template's demo pages (spec §2) and the menu of an account whose role reaches nothing (spec
// §6: "any other role"), as the fourth remote declares them (issue 33.3). Its pages are open to
// anyone; its menu links to the shell's own demo pages too (landing, sign-in, errors). Data only
// (the build reads this file with Node, and copies it into remote.json).
const OTHER = ['other'] as const;
const UIKIT = [
  ['Form Layout', 'pi-id-card', 'formlayout'],
  ['Input', 'pi-check-square', 'input'],
  ['Button', 'pi-mobile', 'button'],
  ['Table', 'pi-table', 'table'],
  ['List', 'pi-list', 'list'],
  ['Tree', 'pi-share-alt', 'tree'],
  ['Panel', 'pi-tablet', 'panel'],
  ['Overlay', 'pi-clone', 'overlay'],
  ['Media', 'pi-image', 'media'],
  ['Menu', 'pi-bars', 'menu'],
  ['Message', 'pi-comment', 'message'],
  ['File', 'pi-file', 'file'],
  ['Chart', 'pi-chart-bar', 'charts'],
  ['Misc', 'pi-circle', 'misc'],
  ['Timeline', 'pi-calendar', 'timeline'],
] as const;
const PAGES = [
  ['Landing', 'pi-globe', '/landing'],
  ['Login', 'pi-sign-in', '/auth/login'],
  ['Error', 'pi-times-circle', '/auth/error'],
  ['Access Denied', 'pi-lock', '/auth/access'],
  ['Crud', 'pi-pencil', '/pages/crud'],
  ['Not Found', 'pi-exclamation-circle', '/pages/notfound'],
  ['Empty', 'pi-circle-off', '/pages/empty'],
] as const;

export const manifest = {
  name: 'templates',
  namespace: 'templates',
  title: 'remote.templates',
  mounts: ['/uikit', '/pages/empty', '/pages/crud', '/documentation'],
  pages: [
    { path: '/uikit', roles: 'anyone' },
    { path: '/pages/empty', roles: 'anyone' },
    { path: '/pages/crud', roles: 'anyone' },
    { path: '/documentation', roles: 'anyone' },
  ],
  groups: [
    { id: 'ui-components', label: 'menu.UI Components', order: 20 },
    { id: 'pages', label: 'menu.Pages', order: 30 },
    { id: 'get-started', label: 'menu.Get Started', order: 40 },
  ],
  menu: [
    ...UIKIT.map(([label, icon, page], index) => ({ group: 'ui-components', order: index, label: `menu.${label}`, icon: `pi pi-fw ${icon}`, to: `/uikit/${page}`, roles: OTHER })),
    ...PAGES.map(([label, icon, to], index) => ({ group: 'pages', order: index, label: `menu.${label}`, icon: `pi pi-fw ${icon}`, to, roles: OTHER })),
    { group: 'get-started', order: 0, label: 'menu.Documentation', icon: 'pi pi-fw pi-question', to: '/documentation', roles: OTHER },
  ],
} satisfies RemoteManifest;
