import { additionalsWorklistPath, normalizeRole, paraffinLoansPath, worklistPath } from '@pathdesk/contracts';

export interface MenuItem {
  label: string;
  icon?: string;
  to?: string;
  items?: MenuItem[];
}

const home: MenuItem = { label: 'Home', items: [{ label: 'Dashboard', icon: 'pi pi-fw pi-home', to: '/' }] };

const workspace: MenuItem = {
  label: 'Workspace',
  items: [
    { label: 'Surgical', icon: 'pi pi-fw pi-briefcase', to: worklistPath('surgical') },
    { label: 'Cytological', icon: 'pi pi-fw pi-filter', to: worklistPath('cytological') },
    { label: 'Gynecological', icon: 'pi pi-fw pi-heart', to: worklistPath('gynecological') },
    // Issue 15.5: critical-result calls — lab staff record them, pathologists follow theirs.
    { label: 'Critical calls', icon: 'pi pi-fw pi-phone', to: '/workspace/notifications' },
  ],
};

/** Lab staff and admins also get the bench's open orders and the paraffin loans across cases. */
const staffWorkspace: MenuItem = {
  ...workspace,
  items: [
    ...workspace.items!,
    { label: 'Additional tests', icon: 'pi pi-fw pi-list-check', to: additionalsWorklistPath() },
    { label: 'Paraffin loans', icon: 'pi pi-fw pi-box', to: paraffinLoansPath() },
    { label: 'Screening workload', icon: 'pi pi-fw pi-stopwatch', to: '/workspace/workload' },
  ],
};

const threeReports: MenuItem[] = [
  { label: 'Surgical Report', icon: 'pi pi-fw pi-file', to: '/report/surgical-report' },
  { label: 'Cytological Report', icon: 'pi pi-fw pi-file', to: '/report/cytological-report' },
  { label: 'Gynecological Report', icon: 'pi pi-fw pi-file', to: '/report/gynecological-report' },
];

const gynReview: MenuItem = { label: 'Gynecological Review', icon: 'pi pi-fw pi-eye', to: '/report/gynecological-review-report' };

const report: MenuItem = {
  label: 'Report',
  items: [{ label: 'Report', icon: 'pi pi-fw pi-chart-bar', to: '/report/index' }, ...threeReports, gynReview],
};

/** Pathologists rescreen held Paps too; they read reports from their cases. */
const doctorReport: MenuItem = { label: 'Report', items: [gynReview] };

const hospitals: MenuItem = { label: 'Hospitals', icon: 'pi pi-fw pi-building', to: '/setting/hispitals' };
const doctors: MenuItem = { label: 'Doctors', icon: 'pi pi-fw pi-id-card', to: '/setting/doctors' };

const settings: MenuItem = {
  label: 'Settings',
  items: [
    { label: 'Prefixes', icon: 'pi pi-fw pi-hashtag', to: '/setting/prefix' },
    { label: 'Screeners', icon: 'pi pi-fw pi-eye', to: '/setting/screener' },
    { label: 'Pathologists', icon: 'pi pi-fw pi-user-edit', to: '/setting/pathologist' },
    { label: 'Cytological types', icon: 'pi pi-fw pi-tags', to: '/setting/cytologicaltype' },
    { label: 'Gynecological types', icon: 'pi pi-fw pi-tags', to: '/setting/gynecologicaltype' },
    { label: 'Gynecological comments', icon: 'pi pi-fw pi-comment', to: '/setting/gynecologicalcomment' },
    { label: 'Companies', icon: 'pi pi-fw pi-wallet', to: '/setting/company' },
    hospitals,
    doctors,
    { label: 'Users', icon: 'pi pi-fw pi-users', to: '/setting/users' },
    { label: 'Lab settings', icon: 'pi pi-fw pi-cog', to: '/setting/lab' },
    { label: 'Tests and prices', icon: 'pi pi-fw pi-tag', to: '/setting/tests' },
  ],
};

/** Lab staff keep the hospitals and doctors that cases refer to (the other lists are the admins'). */
const staffSettings: MenuItem = { label: 'Settings', items: [hospitals, doctors] };

/** The template's demo pages (spec §2): the menu of any role that reaches nothing else. */
const templateMenu: MenuItem[] = [
  // Its home is the welcome page: the dashboard is the lab's.
  { label: 'Home', items: [{ label: 'Welcome', icon: 'pi pi-fw pi-home', to: '/welcome' }] },
  {
    label: 'UI Components',
    items: [
      { label: 'Form Layout', icon: 'pi pi-fw pi-id-card', to: '/uikit/formlayout' },
      { label: 'Input', icon: 'pi pi-fw pi-check-square', to: '/uikit/input' },
      { label: 'Button', icon: 'pi pi-fw pi-mobile', to: '/uikit/button' },
      { label: 'Table', icon: 'pi pi-fw pi-table', to: '/uikit/table' },
      { label: 'List', icon: 'pi pi-fw pi-list', to: '/uikit/list' },
      { label: 'Tree', icon: 'pi pi-fw pi-share-alt', to: '/uikit/tree' },
      { label: 'Panel', icon: 'pi pi-fw pi-tablet', to: '/uikit/panel' },
      { label: 'Overlay', icon: 'pi pi-fw pi-clone', to: '/uikit/overlay' },
      { label: 'Media', icon: 'pi pi-fw pi-image', to: '/uikit/media' },
      { label: 'Menu', icon: 'pi pi-fw pi-bars', to: '/uikit/menu' },
      { label: 'Message', icon: 'pi pi-fw pi-comment', to: '/uikit/message' },
      { label: 'File', icon: 'pi pi-fw pi-file', to: '/uikit/file' },
      { label: 'Chart', icon: 'pi pi-fw pi-chart-bar', to: '/uikit/charts' },
      { label: 'Misc', icon: 'pi pi-fw pi-circle', to: '/uikit/misc' },
      { label: 'Timeline', icon: 'pi pi-fw pi-calendar', to: '/uikit/timeline' },
    ],
  },
  {
    label: 'Pages',
    items: [
      { label: 'Landing', icon: 'pi pi-fw pi-globe', to: '/landing' },
      { label: 'Login', icon: 'pi pi-fw pi-sign-in', to: '/auth/login' },
      { label: 'Error', icon: 'pi pi-fw pi-times-circle', to: '/auth/error' },
      { label: 'Access Denied', icon: 'pi pi-fw pi-lock', to: '/auth/access' },
      { label: 'Crud', icon: 'pi pi-fw pi-pencil', to: '/pages/crud' },
      { label: 'Not Found', icon: 'pi pi-fw pi-exclamation-circle', to: '/pages/notfound' },
      { label: 'Empty', icon: 'pi pi-fw pi-circle-off', to: '/pages/empty' },
    ],
  },
  { label: 'Get Started', items: [{ label: 'Documentation', icon: 'pi pi-fw pi-question', to: '/documentation' }] },
];

/**
 * The sidebar for a role, compared without regard to case (spec §6). Admins also get the settings
 * they maintain, lab staff the hospitals and doctors.
 */
export function menuForRole(role: string | null | undefined): MenuItem[] {
  switch (normalizeRole(role)) {
    case 'admin':
      return [home, staffWorkspace, report, settings];
    case 'user':
      return [home, staffWorkspace, report, staffSettings];
    case 'doctor':
      return [home, workspace, doctorReport];
    case 'guest':
      return [home, { label: 'Report', items: threeReports }];
    default:
      return templateMenu;
  }
}
