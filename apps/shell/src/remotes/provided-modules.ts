import type { UserOptions } from '@module-federation/runtime-core';
import React from 'react';
import ReactDOM from 'react-dom';
import jsxRuntime from 'react/jsx-runtime';
import * as webData from '@pathdesk/web-data';
import * as router from './provided/react-router';
import * as i18n from './provided/react-i18next';
import { loadConfirmBus, loadConfirmDialog } from '../feedback/confirm-bus';

type Shared = NonNullable<UserOptions['shared']>;
type Module = () => Promise<unknown>;

/**
 * What the shell provides the remotes (issue 33.2): the platform. The shell is not built with Module
 * Federation's plugin (its runtime would be in the first load of every page); it hands these to the
 * federation runtime when the first remote is needed (federation.ts). React, the router, the
 * translation hooks and the platform lib are the shell's own copies, already running; PrimeReact's
 * components and the validation schemas are downloaded when a remote first asks for them (or by the
 * idle prefetch). Versions and ranges: tools/rspack/shared-dependencies.mjs, as built (__SHARED__).
 */
const RUNNING: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  'react-router': router,
  'react-i18next': i18n,
  '@pathdesk/web-data': webData,
};

const LAZY: Record<string, Module> = {
  '@pathdesk/contracts/schemas': () => import('./provided/schemas'),
  'primereact/api': () => import('primereact/api'),
  'primereact/button': () => import('primereact/button'),
  'primereact/calendar': () => import('primereact/calendar'),
  'primereact/checkbox': () => import('primereact/checkbox'),
  'primereact/column': () => import('primereact/column'),
  'primereact/componentbase': () => import('primereact/componentbase'),
  // With the bus handed over, so the confirm host hears its first call.
  'primereact/confirmdialog': loadConfirmDialog,
  'primereact/csstransition': () => import('primereact/csstransition'),
  'primereact/datatable': () => import('primereact/datatable'),
  'primereact/dialog': () => import('primereact/dialog'),
  'primereact/dropdown': () => import('primereact/dropdown'),
  'primereact/hooks': () => import('primereact/hooks'),
  'primereact/iconbase': () => import('primereact/iconbase'),
  'primereact/iconfield': () => import('primereact/iconfield'),
  'primereact/inputicon': () => import('primereact/inputicon'),
  'primereact/inputnumber': () => import('primereact/inputnumber'),
  'primereact/inputswitch': () => import('primereact/inputswitch'),
  'primereact/inputtext': () => import('primereact/inputtext'),
  'primereact/inputtextarea': () => import('primereact/inputtextarea'),
  'primereact/keyfilter': () => import('primereact/keyfilter'),
  'primereact/message': () => import('primereact/message'),
  'primereact/multiselect': () => import('primereact/multiselect'),
  // The confirm host listens on it before any remote can call confirmDialog() with it.
  'primereact/overlayservice': loadConfirmBus,
  'primereact/paginator': () => import('primereact/paginator'),
  'primereact/password': () => import('primereact/password'),
  'primereact/portal': () => import('primereact/portal'),
  'primereact/progressbar': () => import('primereact/progressbar'),
  'primereact/radiobutton': () => import('primereact/radiobutton'),
  'primereact/ripple': () => import('primereact/ripple'),
  'primereact/selectbutton': () => import('primereact/selectbutton'),
  'primereact/sidebar': () => import('primereact/sidebar'),
  'primereact/skeleton': () => import('primereact/skeleton'),
  'primereact/toast': () => import('primereact/toast'),
  'primereact/tooltip': () => import('primereact/tooltip'),
  'primereact/utils': () => import('primereact/utils'),
  'primereact/virtualscroller': () => import('primereact/virtualscroller'),
};

/** The shared modules for the federation runtime, with their versions as built. */
export function providedModules(): Shared {
  const config = (key: string) => {
    // A subpath (react/jsx-runtime) is shared by its package's trailing-slash key (react/).
    const built = __SHARED__[key] ?? __SHARED__[`${key.split('/')[0]}/`];
    if (!built) throw new Error(`${key} is provided to the remotes but not shared by the build (tools/rspack/shared-dependencies.mjs)`);
    return { version: built.version, shareConfig: { singleton: built.singleton, requiredVersion: built.requiredVersion, eager: false, strictVersion: false } };
  };
  const shared: Shared = {};
  for (const [key, module] of Object.entries(RUNNING)) shared[key] = { ...config(key), lib: () => module, loaded: true };
  for (const [key, load] of Object.entries(LAZY)) shared[key] = { ...config(key), get: () => load().then((module) => () => module) };
  return shared;
}
