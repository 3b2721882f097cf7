import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';

type Page = LazyExoticComponent<ComponentType>;
const page = <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): Page => lazy(() => load().then((module) => ({ default: pick(module) })));

/** The template pages of spec §2 by address, each its own chunk. */
const PAGES: Record<string, Page> = {
  '/uikit/formlayout': page(
    () => import('./uikit/form-layout-page'),
    (m) => m.FormLayoutPage,
  ),
  '/uikit/input': page(
    () => import('./uikit/input-page'),
    (m) => m.InputPage,
  ),
  '/uikit/button': page(
    () => import('./uikit/button-page'),
    (m) => m.ButtonPage,
  ),
  '/uikit/table': page(
    () => import('./uikit/table-page'),
    (m) => m.TablePage,
  ),
  '/uikit/list': page(
    () => import('./uikit/list-page'),
    (m) => m.ListPage,
  ),
  '/uikit/tree': page(
    () => import('./uikit/tree-page'),
    (m) => m.TreePage,
  ),
  '/uikit/panel': page(
    () => import('./uikit/panel-page'),
    (m) => m.PanelPage,
  ),
  '/uikit/overlay': page(
    () => import('./uikit/overlay-page'),
    (m) => m.OverlayPage,
  ),
  '/uikit/media': page(
    () => import('./uikit/media-page'),
    (m) => m.MediaPage,
  ),
  '/uikit/message': page(
    () => import('./uikit/message-page'),
    (m) => m.MessagePage,
  ),
  '/uikit/file': page(
    () => import('./uikit/file-page'),
    (m) => m.FilePage,
  ),
  '/uikit/menu': page(
    () => import('./uikit/menu-page'),
    (m) => m.MenuPage,
  ),
  '/uikit/charts': page(
    () => import('./uikit/charts-page'),
    (m) => m.ChartsPage,
  ),
  '/uikit/misc': page(
    () => import('./uikit/misc-page'),
    (m) => m.MiscPage,
  ),
  '/uikit/timeline': page(
    () => import('./uikit/timeline-page'),
    (m) => m.TimelinePage,
  ),
  '/pages/empty': page(
    () => import('./pages/empty-page'),
    (m) => m.EmptyPage,
  ),
  '/pages/crud': page(
    () => import('./pages/crud/crud-page'),
    (m) => m.CrudPage,
  ),
  '/documentation': page(
    () => import('./documentation/documentation-page'),
    (m) => m.DocumentationPage,
  ),
};

/** The page at the address (the shell mounts this remote at several: /uikit, /pages/empty, …). */
function TemplatePage() {
  const path = useLocation().pathname.replace(/\/+$/, '');
  const Page = PAGES[path];
  return Page ? <Page /> : <Navigate to="/pages/notfound" replace />;
}

/** Mounted by the shell at each of this remote's mounts (manifest.ts): one route, whatever the mount. */
export const routes: RouteObject[] = [{ path: '*', element: <TemplatePage /> }];
