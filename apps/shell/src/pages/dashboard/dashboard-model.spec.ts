import type { TatStats } from '@pathdesk/contracts';
import { canOpenPage, changeLanguage, fixedT } from '@pathdesk/web-data';
import '../../i18n';
import { shellManifest } from '../../app/shell-manifest';
import { FIXTURE_REMOTES } from '../../testing/remote-fixtures';
import { days, linkFor as linkOf, minutesText, panelsFor, percent, quickLinksFor as quickLinksOf, tatTargetLine } from './dashboard-model';

/** What a role may open, by the shell's manifest and the remotes' (as the shell composes them). */
const SOURCES = [{ manifest: shellManifest, namespace: 'shell', host: true }, ...FIXTURE_REMOTES.map((remote) => ({ manifest: remote.manifest, namespace: remote.name }))];
const canOpenAs = (role: string) => (path: string) => canOpenPage(SOURCES, path, role);
const quickLinksFor = (role: string, labels: typeof LABELS) => quickLinksOf(canOpenAs(role), labels);
const linkFor = (link: string, role: string) => linkOf(link, canOpenAs(role));

const LABELS = {
  surgical: { title: 'Surgical cases', icon: 'a' },
  cytological: { title: 'Cytological cases', icon: 'b' },
  gynecological: { title: 'Gynecological cases', icon: 'c' },
};

const tat = (withinTargetShare: number | null): TatStats => ({
  released: 10,
  median: 1.5,
  p90: 3,
  routineReleased: 8,
  withinTarget: 7,
  withinTargetShare,
  target: { kind: 'surgical', days: 2, share: 0.9 },
  meetsTarget: withinTargetShare === null ? null : withinTargetShare >= 0.9,
});

describe('the dashboard model', () => {
  it('gives each role its panels, whatever the case of the role, and an unknown role none', () => {
    expect(panelsFor('user')).toEqual(['received-today', 'waiting', 'open-additionals', 'to-dispatch', 'critical-calls']);
    expect(panelsFor('Doctor')).toEqual(['my-sign-out', 'my-qc-reviews', 'critical-calls']);
    expect(panelsFor('guest')).toEqual(['latest-reports']);
    expect(panelsFor('admin')).toContain('tat-trend');
    expect(panelsFor('pending')).toEqual([]);
    expect(panelsFor('constructor')).toEqual([]);
    expect(panelsFor(null)).toEqual([]);
  });

  it('gives lab staff every quick link and a guest none that leads to Access denied', () => {
    expect(quickLinksFor('user', LABELS).map((l) => l.to)).toEqual(['/workspace/surgicals', '/workspace/cytologicals', '/workspace/gynecologicals', '/report/index']);
    expect(quickLinksFor('guest', LABELS)).toEqual([]);
    expect(quickLinksFor('doctor', LABELS).map((l) => l.to)).toEqual(['/workspace/surgicals', '/workspace/cytologicals', '/workspace/gynecologicals']);
  });

  it('keeps a number’s link, filter included, only where the role may open its page', () => {
    expect(linkFor('/workspace/surgicals?status=registered&receivedTo=2026-11-20', 'user')).toBe('/workspace/surgicals?status=registered&receivedTo=2026-11-20');
    expect(linkFor('/report/surgical-report?hospitalId=3', 'guest')).toBe('/report/surgical-report?hospitalId=3');
    expect(linkFor('/workspace/surgicals/12/result', 'guest')).toBeNull();
    expect(linkFor('/setting/lab', 'user')).toBeNull();
    expect(linkFor('https://elsewhere.example/x', 'admin')).toBeNull();
  });

  it("writes shares and working days as people read them, in the user's language (issue 26.6)", async () => {
    const en = fixedT('shell');
    expect(percent(0.873)).toBe('87%');
    expect(percent(null)).toBe('—');
    expect(days(1.25, en)).toBe('1.3 d');
    expect(days(null, en)).toBe('—');
    expect(tatTargetLine(tat(0.875), en)).toBe('88% within 2 working days (target 90%)');
    expect(tatTargetLine(tat(null), en)).toBe('No routine case released yet (target 90% within 2 working days)');
    expect(minutesText(5, en)).toBe('5 min');
    expect(minutesText(125, en)).toBe('2 h 05 min');
    expect(minutesText(3000, en)).toBe('2 days');
    await changeLanguage('th');
    try {
      const th = fixedT('shell');
      expect(days(1.25, th)).toBe('1.3 วัน');
      expect(tatTargetLine(tat(0.875), th)).toBe('88% ภายใน 2 วันทำการ (เป้าหมาย 90%)');
      expect(minutesText(125, th)).toBe('2 ชม. 05 นาที');
    } finally {
      await changeLanguage('en');
    }
  });
});
