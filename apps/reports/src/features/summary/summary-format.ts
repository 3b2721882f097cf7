import type { TatStats } from '@pathdesk/contracts';

/** 0.873 → "87.3%" (null: "—"). */
export function percent(share: number | null | undefined, digits = 1): string {
  return share === null || share === undefined ? '—' : `${(share * 100).toFixed(digits).replace(/\.0+$/, '')}%`;
}

/** Working days with one decimal (null: "—"). */
export function workingDays(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${Number(value.toFixed(1))} d`;
}

/** "88% within 2 working days (target 90%)" or why there is nothing to measure. */
export function withinTarget(tat: TatStats): string {
  const target = `target ${percent(tat.target.share, 0)} within ${tat.target.days} working day${tat.target.days === 1 ? '' : 's'}`;
  return tat.withinTargetShare === null ? `no routine case released (${target})` : `${percent(tat.withinTargetShare)} of ${tat.routineReleased} routine (${target})`;
}

/** ASC:SIL as people quote it ("2.4 : 1"). */
export function ratio(value: number | null): string {
  return value === null ? '—' : `${Number(value.toFixed(2))} : 1`;
}
