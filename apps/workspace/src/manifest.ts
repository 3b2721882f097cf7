import type { RemoteManifest } from '@pathdesk/contracts';

// What the workspace declares to the shell (issue 33.1): its addresses, who may open them, its
// sidebar entries. Data only (the build reads this file with Node, and copies it into remote.json).
const LAB = ['admin', 'user', 'doctor'] as const;
const STAFF = ['admin', 'user'] as const;

export const manifest = {
  name: 'workspace',
  namespace: 'workspace',
  title: 'remote.workspace',
  mounts: ['/workspace'],
  pages: [
    { path: '/workspace', roles: LAB },
    // The open-orders worklist is the bench's: lab staff perform the tests.
    { path: '/workspace/additionals', roles: STAFF },
    { path: '/workspace/paraffins', roles: STAFF },
    // Issue 31: custody — the stations, the archive and retention are the bench's.
    { path: '/workspace/stations', roles: STAFF },
    { path: '/workspace/archive', roles: STAFF },
    { path: '/workspace/retention', roles: STAFF },
    // Issue 29.4: the hospitals' orders waiting for their specimen — lab staff receive them.
    { path: '/workspace/orders', roles: STAFF },
  ],
  groups: [{ id: 'workspace', label: 'menu.Workspace', order: 20 }],
  menu: [
    { group: 'workspace', order: 10, label: 'menu.Surgical', icon: 'pi pi-fw pi-briefcase', to: '/workspace/surgicals', roles: LAB },
    { group: 'workspace', order: 20, label: 'menu.Cytological', icon: 'pi pi-fw pi-filter', to: '/workspace/cytologicals', roles: LAB },
    { group: 'workspace', order: 30, label: 'menu.Gynecological', icon: 'pi pi-fw pi-heart', to: '/workspace/gynecologicals', roles: LAB },
    // Issue 15.5: critical-result calls — lab staff record them, pathologists follow theirs.
    { group: 'workspace', order: 40, label: 'menu.Critical calls', icon: 'pi pi-fw pi-phone', to: '/workspace/notifications', roles: LAB },
    // Lab staff and admins also get the bench's open orders, the paraffin loans across cases and the
    // screening workload (pathologists open the workload by address).
    { group: 'workspace', order: 50, label: 'menu.Additional tests', icon: 'pi pi-fw pi-list-check', to: '/workspace/additionals', roles: STAFF },
    { group: 'workspace', order: 60, label: 'menu.Paraffin loans', icon: 'pi pi-fw pi-box', to: '/workspace/paraffins', roles: STAFF },
    { group: 'workspace', order: 70, label: 'menu.Screening workload', icon: 'pi pi-fw pi-stopwatch', to: '/workspace/workload', roles: STAFF },
    // Issue 31: custody — scans at the bench's stations, the archive, retention.
    { group: 'workspace', order: 80, label: 'menu.Stations', icon: 'pi pi-fw pi-qrcode', to: '/workspace/stations', roles: STAFF },
    { group: 'workspace', order: 90, label: 'menu.Archive', icon: 'pi pi-fw pi-inbox', to: '/workspace/archive', roles: STAFF },
    { group: 'workspace', order: 100, label: 'menu.Retention', icon: 'pi pi-fw pi-calendar-times', to: '/workspace/retention', roles: STAFF },
    // Issue 29.4: orders in from the hospitals' systems.
    { group: 'workspace', order: 110, label: 'menu.Orders waiting', icon: 'pi pi-fw pi-inbox', to: '/workspace/orders', roles: STAFF },
  ],
} as const satisfies RemoteManifest;
