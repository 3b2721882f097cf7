import { canOpenPage, composeMenu, type MenuItem } from '@pathdesk/web-data';
import { english, SOURCES, textsIn } from './apps';

// The sidebar as the shell composes it from the real manifests (the shell's and each remote's).
const menuForRole = (role: string | null | undefined) => composeMenu(SOURCES, role, english);
const canOpen = (path: string, role: string | null) => canOpenPage(SOURCES, path, role);

const sections = (menu: MenuItem[]) => menu.map((section) => section.label);
const links = (section: MenuItem | undefined) => (section?.items ?? []).map((item) => item.to);
const sectionOf = (menu: MenuItem[], label: string) => menu.find((section) => section.label === label);

const TEMPLATE_SECTIONS = ['Home', 'UI Components', 'Pages', 'Get Started'];
const REPORT_PAGES = ['/report/surgical-report', '/report/cytological-report', '/report/gynecological-report'];
const REVIEW_PAGE = '/report/gynecological-review-report';

describe('menuForRole (spec §6)', () => {
  it.each<[string, string[]]>([
    ['admin', ['Home', 'Workspace', 'Report', 'Settings']],
    ['user', ['Home', 'Workspace', 'Report', 'Settings']],
    ['doctor', ['Home', 'Workspace', 'Report']],
    ['guest', ['Home', 'Report']],
  ])('gives %s the sections %j', (role, expected) => {
    expect(sections(menuForRole(role))).toEqual(expected);
  });

  const COMPLETENESS = '/report/synoptic-completeness';
  const FROZEN_CONCORDANCE = '/report/frozen-concordance';
  const CONCORDANCE = '/report/concordance';

  it('gives a guest its hospital’s inbox (issue 28.3), requisitions (28.4), loans (28.5) and exactly the three report pages', () => {
    expect(links(sectionOf(menuForRole('guest'), 'Report'))).toEqual(['/report/inbox', '/report/requisitions', '/report/loans', ...REPORT_PAGES]);
  });

  it('gives admin and user the report index, the three report pages, the gynecological review, the synoptic completeness (issue 30.6), the frozen-section concordance (32.3) and the second opinions (32.2); admin the malignancy review too', () => {
    expect(links(sectionOf(menuForRole('user'), 'Report'))).toEqual(['/report/index', ...REPORT_PAGES, REVIEW_PAGE, COMPLETENESS, FROZEN_CONCORDANCE, CONCORDANCE]);
    expect(links(sectionOf(menuForRole('admin'), 'Report'))).toEqual([
      '/report/index',
      ...REPORT_PAGES,
      REVIEW_PAGE,
      '/report/malignancy-review',
      COMPLETENESS,
      FROZEN_CONCORDANCE,
      CONCORDANCE,
    ]);
  });

  it('gives a pathologist the gynecological review (rescreens), the malignancy review, the synoptic completeness, the frozen-section concordance and the second opinions as its report pages', () => {
    expect(links(sectionOf(menuForRole('doctor'), 'Report'))).toEqual([REVIEW_PAGE, '/report/malignancy-review', COMPLETENESS, FROZEN_CONCORDANCE, CONCORDANCE]);
  });

  it('names the frozen-section concordance page in the menu (issue 32.3)', () => {
    const item = sectionOf(menuForRole('user'), 'Report')?.items?.find((i) => i.to === FROZEN_CONCORDANCE);
    expect(item?.label).toBe('Frozen section concordance');
    expect(links(sectionOf(menuForRole('guest'), 'Report'))).not.toContain(FROZEN_CONCORDANCE);
  });

  it('gives the workspace the three worklists and the critical calls', () => {
    expect(links(sectionOf(menuForRole('doctor'), 'Workspace'))).toEqual([
      '/workspace/surgicals',
      '/workspace/cytologicals',
      '/workspace/gynecologicals',
      '/workspace/notifications',
    ]);
  });

  it('gives lab staff and admins the critical calls, and guests not', () => {
    for (const role of ['admin', 'user']) expect(links(sectionOf(menuForRole(role), 'Workspace'))).toContain('/workspace/notifications');
    expect(JSON.stringify(menuForRole('guest'))).not.toContain('/workspace/notifications');
  });

  it('gives lab staff and admins the open orders and the paraffin loans across cases, and pathologists not', () => {
    for (const role of ['admin', 'user'])
      expect(links(sectionOf(menuForRole(role), 'Workspace'))).toEqual(expect.arrayContaining(['/workspace/additionals', '/workspace/paraffins']));
    expect(links(sectionOf(menuForRole('doctor'), 'Workspace'))).not.toContain('/workspace/additionals');
    expect(links(sectionOf(menuForRole('doctor'), 'Workspace'))).not.toContain('/workspace/paraffins');
  });

  it('gives lab staff and admins the custody stations, the archive and retention, and pathologists not (issue 31)', () => {
    const custody = ['/workspace/stations', '/workspace/archive', '/workspace/retention'];
    for (const role of ['admin', 'user']) expect(links(sectionOf(menuForRole(role), 'Workspace'))).toEqual(expect.arrayContaining(custody));
    for (const path of custody) expect(links(sectionOf(menuForRole('doctor'), 'Workspace'))).not.toContain(path);
    expect(links(sectionOf(menuForRole('admin'), 'Settings'))).toContain('/setting/custody');
  });

  it('gives admins every settings page, including users and companies', () => {
    const admin = links(sectionOf(menuForRole('admin'), 'Settings'));
    expect(admin).toEqual(
      expect.arrayContaining(['/setting/users', '/setting/company', '/setting/prefix', '/setting/hispitals', '/setting/doctors', '/setting/lab', '/setting/tests']),
    );
  });

  it('gives lab staff only the hospitals and doctors, and others no settings', () => {
    expect(links(sectionOf(menuForRole('user'), 'Settings'))).toEqual(['/setting/hispitals', '/setting/doctors']);
    for (const role of ['doctor', 'guest']) expect(sectionOf(menuForRole(role), 'Settings')).toBeUndefined();
  });

  it.each<[string, string | null | undefined]>([
    ['pending', 'pending'],
    ['an unknown role', 'auditor'],
    ['an empty role', ''],
    ['no role (null)', null],
    ['no role (undefined)', undefined],
  ])('gives %s the template menu', (_case, role) => {
    expect(sections(menuForRole(role))).toEqual(TEMPLATE_SECTIONS);
  });

  it.each([
    ['ADMIN', 'admin'],
    ['Doctor', 'doctor'],
    [' GuEsT ', 'guest'],
    ['User', 'user'],
  ])('compares roles without regard to case: %j is %s', (role, lowerCase) => {
    expect(menuForRole(role)).toEqual(menuForRole(lowerCase));
    expect(sections(menuForRole(role))).not.toEqual(TEMPLATE_SECTIONS);
  });

  // The menu never offers a page the guard would refuse to the same role.
  it.each(['admin', 'user', 'doctor', 'guest', 'pending'])('links %s only to pages the role may open', (role) => {
    const refused = menuForRole(role)
      .flatMap((section) => links(section))
      .filter((to): to is string => !!to && !canOpen(to, role));

    expect(refused).toEqual([]);
  });
});

// Issue 16.1: the sidebar shows each manifest's `menu.<label>` (app-sidebar.tsx); every label a lab role sees has both languages.
describe('menu labels in both languages', () => {
  const labels = (items: { label: string; items?: { label: string }[] }[]): string[] => items.flatMap((i) => [i.label, ...labels(i.items ?? [])]);
  const keyed = (translate: (namespace: string, key: string) => string | undefined) => (role: string) =>
    labels(composeMenu(SOURCES, role, (namespace, key) => `${translate(namespace, key)}`));

  it.each(['admin', 'user', 'doctor', 'guest'])('has an English and a Thai label for every item of the %s menu', (role) => {
    const en = keyed(textsIn('en'))(role);
    const th = keyed(textsIn('th'))(role);
    expect(en).toEqual(labels(menuForRole(role)));
    for (const label of th) expect(label).toMatch(/[\u0E00-\u0E7F]/);
  });
});
