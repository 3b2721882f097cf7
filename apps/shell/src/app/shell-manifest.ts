import type { RemoteManifest } from '@pathdesk/contracts';

const SIGNED_IN = ['admin', 'user', 'doctor', 'guest'] as const;

/**
 * The shell's own part of the composition (issue 33.1): the dashboard and the home group of the
 * sidebar; everything else comes from the remotes' manifests (/api/shell-config). Its addresses are
 * the shell's static routes (app/routes.tsx), so it mounts nothing.
 */
export const shellManifest = {
  name: 'shell',
  namespace: 'shell',
  title: 'topbar.home',
  mounts: [],
  pages: [{ path: '/', roles: SIGNED_IN }],
  groups: [{ id: 'home', label: 'menu.Home', order: 10 }],
  menu: [
    { group: 'home', order: 10, label: 'menu.Dashboard', icon: 'pi pi-fw pi-home', to: '/', roles: SIGNED_IN },
    // An account whose role reaches nothing: its home is the welcome page (the dashboard is the lab's).
    { group: 'home', order: 20, label: 'menu.Welcome', icon: 'pi pi-fw pi-home', to: '/welcome', roles: ['other'] },
  ],
} as const satisfies RemoteManifest;
