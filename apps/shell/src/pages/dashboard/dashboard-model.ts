import { CASE_KINDS, canOpen, DASHBOARD_PANELS_BY_ROLE, normalizeRole, worklistPath, type CaseKind, type DashboardPanelId, type Role, type TatStats } from '@pathdesk/contracts';

/** The panels a role's dashboard shows, in order (none for a role that reaches nothing). */
export function panelsFor(role: string | null | undefined): readonly DashboardPanelId[] {
  const normalized = normalizeRole(role);
  return Object.hasOwn(DASHBOARD_PANELS_BY_ROLE, normalized) ? DASHBOARD_PANELS_BY_ROLE[normalized as Role] : [];
}

export interface QuickLink {
  to: string;
  label: string;
  icon: string;
}

/**
 * The quick links above the panels, those the role may open only: a guest gets no tile that
 * leads to "Access denied".
 */
export function quickLinksFor(role: string | null | undefined, labels: Record<CaseKind, { title: string; icon: string }>): QuickLink[] {
  const links: QuickLink[] = [
    ...CASE_KINDS.map((kind) => ({ to: worklistPath(kind), label: labels[kind].title, icon: labels[kind].icon })),
    { to: '/report/index', label: 'Reports', icon: 'pi pi-chart-bar' },
  ];
  return links.filter((link) => canOpen(link.to, role ?? null));
}

/**
 * A link the API gave for a number: followed only when the role may open its page (a count whose
 * list the user may not open is shown without a link rather than leading to "Access denied").
 */
export function linkFor(link: string, role: string | null | undefined): string | null {
  const path = link.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') && canOpen(path, role ?? null) ? link : null;
}

/** 0.873 → "87%" (null: "—"). */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
}

/** Working days with one decimal, "—" when nothing was released. */
export function days(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toLocaleString('en', { maximumFractionDigits: 1 })} d`;
}

/** "87% within 2 working days (target 90%)", or why there is no share. */
export function tatTargetLine(tat: TatStats): string {
  if (tat.withinTargetShare === null) return `No routine case released yet (target ${percent(tat.target.share)} within ${tat.target.days} working days)`;
  return `${percent(tat.withinTargetShare)} within ${tat.target.days} working day${tat.target.days === 1 ? '' : 's'} (target ${percent(tat.target.share)})`;
}
