import type { TatStats } from '@pathdesk/contracts';
import { days, linkFor, panelsFor, percent, quickLinksFor, tatTargetLine } from './dashboard-model';

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

  it('writes shares and working days as people read them', () => {
    expect(percent(0.873)).toBe('87%');
    expect(percent(null)).toBe('—');
    expect(days(1.25)).toBe('1.3 d');
    expect(days(null)).toBe('—');
    expect(tatTargetLine(tat(0.875))).toBe('88% within 2 working days (target 90%)');
    expect(tatTargetLine(tat(null))).toBe('No routine case released yet (target 90% within 2 working days)');
  });
});
