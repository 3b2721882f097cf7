import type { RouteObject } from 'react-router';
import type { TemplatePageName } from './template-pages';

// The template pages share one chunk, downloaded when the first of them is opened: each chunk costs
// the shell's initial load a few bytes of bookkeeping, and these are demo pages.
const page = (name: TemplatePageName) => () => import('./template-pages').then((m) => ({ Component: m.TEMPLATE_PAGES[name] }));

const UIKIT: TemplatePageName[] = ['formlayout', 'input', 'button', 'table', 'list', 'tree', 'panel', 'overlay', 'media', 'message', 'file', 'menu', 'charts', 'misc', 'timeline'];

/** The template pages of spec §2: inside the layout, open to anyone (pageAccess leaves them out). */
export const templateRoutes: RouteObject[] = [
  ...UIKIT.map((name) => ({ path: `uikit/${name}`, lazy: page(name) })),
  { path: 'pages/empty', lazy: page('empty') },
  { path: 'pages/crud', lazy: page('crud') },
  { path: 'documentation', lazy: page('documentation') },
];
