import type { TFunction } from 'i18next';
import { CASE_KINDS, DASHBOARD_PANELS_BY_ROLE, normalizeRole, worklistPath, type CaseKind, type DashboardPanelId, type Role, type TatStats } from '@pathdesk/contracts';

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

/** Whether the user may open an address (the composed manifests: `useCanOpen` of @pathdesk/web-data). */
type CanOpen = (path: string) => boolean;

/**
 * The quick links above the panels, those the user may open only: a guest gets no tile that
 * leads to "Access denied".
 */
export function quickLinksFor(canOpen: CanOpen, labels: Record<CaseKind, { title: string; icon: string }>): QuickLink[] {
  const links: QuickLink[] = [
    ...CASE_KINDS.map((kind) => ({ to: worklistPath(kind), label: labels[kind].title, icon: labels[kind].icon })),
    { to: '/report/index', label: 'Reports', icon: 'pi pi-chart-bar' },
  ];
  return links.filter((link) => canOpen(link.to));
}

/**
 * A link the API gave for a number: followed only when the user may open its page (a count whose
 * list the user may not open is shown without a link rather than leading to "Access denied").
 */
export function linkFor(link: string, canOpen: CanOpen): string | null {
  const path = link.split(/[?#]/)[0] ?? '';
  return path.startsWith('/') && canOpen(path) ? link : null;
}

/** 0.873 → "87%" (null: "—"). */
export function percent(share: number | null | undefined): string {
  return share === null || share === undefined ? '—' : `${Math.round(share * 100)}%`;
}

/** Working days with one decimal ("1.3 d" / "1.3 วัน"), "—" when nothing was released. */
export function days(value: number | null | undefined, t: TFunction): string {
  return value === null || value === undefined ? '—' : t('panels.daysShort', { value: value.toLocaleString('en', { maximumFractionDigits: 1 }) });
}

/** "87% within 2 working days (target 90%)", or why there is no share, in the user's language. */
export function tatTargetLine(tat: TatStats, t: TFunction): string {
  if (tat.withinTargetShare === null) return t('panels.tatNone', { target: percent(tat.target.share), count: tat.target.days });
  return t('panels.tatLine', { share: percent(tat.withinTargetShare), count: tat.target.days, target: percent(tat.target.share) });
}

/** "3 h 05 min" from minutes (null: "—"), in the user's language. */
export function minutesText(minutes: number | null | undefined, t: TFunction): string {
  if (minutes === null || minutes === undefined) return '—';
  if (minutes < 60) return t('panels.minutes', { minutes });
  const hours = Math.floor(minutes / 60);
  return hours < 48 ? t('panels.hoursMinutes', { hours, minutes: String(minutes % 60).padStart(2, '0') }) : t('panels.ageDays', { count: Math.floor(hours / 24) });
}
