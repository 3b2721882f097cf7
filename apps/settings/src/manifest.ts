import type { RemoteManifest } from '@pathdesk/contracts';

// What the settings remote declares to the shell (issue 33.1): its addresses, who may open them, its
// sidebar entries. Data only (the build reads this file with Node, and copies it into remote.json).
const ADMIN = ['admin'] as const;
// Lab staff keep the hospitals and doctors that cases refer to (the other lists are the admins').
const STAFF = ['admin', 'user'] as const;

export const manifest = {
  name: 'settings',
  namespace: 'settings',
  title: 'remote.settings',
  mounts: ['/setting'],
  pages: [
    { path: '/setting', roles: ADMIN },
    { path: '/setting/hispitals', roles: STAFF },
    { path: '/setting/doctors', roles: STAFF },
    { path: '/setting/profile', roles: ['admin', 'user', 'doctor', 'guest'] },
  ],
  groups: [{ id: 'settings', label: 'menu.Settings', order: 40 }],
  menu: [
    { group: 'settings', order: 10, label: 'menu.Prefixes', icon: 'pi pi-fw pi-hashtag', to: '/setting/prefix', roles: ADMIN },
    { group: 'settings', order: 20, label: 'menu.Screeners', icon: 'pi pi-fw pi-eye', to: '/setting/screener', roles: ADMIN },
    { group: 'settings', order: 30, label: 'menu.Pathologists', icon: 'pi pi-fw pi-user-edit', to: '/setting/pathologist', roles: ADMIN },
    { group: 'settings', order: 40, label: 'menu.Cytological types', icon: 'pi pi-fw pi-tags', to: '/setting/cytologicaltype', roles: ADMIN },
    { group: 'settings', order: 50, label: 'menu.Gynecological types', icon: 'pi pi-fw pi-tags', to: '/setting/gynecologicaltype', roles: ADMIN },
    { group: 'settings', order: 60, label: 'menu.Gynecological comments', icon: 'pi pi-fw pi-comment', to: '/setting/gynecologicalcomment', roles: ADMIN },
    { group: 'settings', order: 70, label: 'menu.Companies', icon: 'pi pi-fw pi-wallet', to: '/setting/company', roles: ADMIN },
    { group: 'settings', order: 80, label: 'menu.Hospitals', icon: 'pi pi-fw pi-building', to: '/setting/hispitals', roles: STAFF },
    { group: 'settings', order: 90, label: 'menu.Doctors', icon: 'pi pi-fw pi-id-card', to: '/setting/doctors', roles: STAFF },
    { group: 'settings', order: 100, label: 'menu.Users', icon: 'pi pi-fw pi-users', to: '/setting/users', roles: ADMIN },
    { group: 'settings', order: 110, label: 'menu.Lab settings', icon: 'pi pi-fw pi-cog', to: '/setting/lab', roles: ADMIN },
    { group: 'settings', order: 120, label: 'menu.Tests and prices', icon: 'pi pi-fw pi-tag', to: '/setting/tests', roles: ADMIN },
    { group: 'settings', order: 130, label: 'menu.Custody and retention', icon: 'pi pi-fw pi-inbox', to: '/setting/custody', roles: ADMIN },
    // Issue 29.6: the hospitals' systems (HL7, FHIR tokens, HOSxP).
    { group: 'settings', order: 140, label: 'menu.Interfaces', icon: 'pi pi-fw pi-sitemap', to: '/setting/interfaces', roles: ADMIN },
    // Issue 28.6 (PDPA): who saw a patient's records — administrators.
    { group: 'settings', order: 150, label: 'menu.Patient access log', icon: 'pi pi-fw pi-history', to: '/setting/patient-access', roles: ADMIN },
    // Issue 30: the synoptic templates' versions and the lab's ICD-O-3 lists.
    { group: 'settings', order: 155, label: 'menu.Synoptic reporting', icon: 'pi pi-fw pi-list-check', to: '/setting/synoptic', roles: ADMIN },
    // Issue 33.4: which release of each remote users are given; pin or roll one back.
    { group: 'settings', order: 160, label: 'menu.Remotes', icon: 'pi pi-fw pi-box', to: '/setting/remotes', roles: ADMIN },
  ],
} as const satisfies RemoteManifest;
