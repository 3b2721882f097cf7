import { additionalsWorklistPath, addDays, casePath, worklistPath, type CaseKind, type CaseStatus } from '@pathdesk/contracts';

/** The web addresses the dashboard's numbers link to (the list behind each number). */
const query = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter(([, v]) => v !== undefined) as [string, string | number][];
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`).join('&')}` : '';
};

/** A kind's worklist with a status and a range of reception days. */
export function worklistLink(kind: CaseKind, params: { status?: CaseStatus; receivedFrom?: string; receivedTo?: string } = {}): string {
  return `${worklistPath(kind)}${query(params)}`;
}

/** Cases of every kind: the workspace's home with the same query. */
export function workspaceLink(params: { status?: CaseStatus; receivedFrom?: string; receivedTo?: string }): string {
  return `/workspace${query(params)}`;
}

/** Reception days of an age bucket (calendar days before `today`). */
export function ageRange(today: string, minDays: number, maxDays: number | null): { receivedFrom?: string; receivedTo: string } {
  return { ...(maxDays === null ? {} : { receivedFrom: addDays(today, -maxDays) }), receivedTo: addDays(today, -minDays) };
}

export const additionalsLink = (minAgeDays?: number) => `${additionalsWorklistPath()}${query({ minAgeDays })}`;
export const reportPageLink = (kind: CaseKind, params: Record<string, string | number | undefined> = {}) => `/report/${kind}-report${query(params)}`;
export const summaryPageLink = (kind: CaseKind, params: Record<string, string | number | undefined> = {}) => `/report/${kind}-summary-report${query(params)}`;
export const reviewPageLink = () => '/report/gynecological-review-report';
export const resultLink = (kind: CaseKind, id: number) => casePath(kind, id, 'result');
