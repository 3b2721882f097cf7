import { formatAccessionNumber, type SettingPrefixDto } from '@pathdesk/contracts';
import type { SettingPrefix } from './setting-prefix.entity.js';

/** The lab's calendar year (Thailand is UTC+7 all year): numbers roll over at the lab's midnight. */
export function labYear(now: Date = new Date()): number {
  return new Date(now.getTime() + 7 * 3_600_000).getUTCFullYear();
}

export function toSettingPrefixDto(prefix: SettingPrefix, now: Date = new Date()): SettingPrefixDto {
  return {
    id: prefix.id,
    kind: prefix.kind,
    letters: prefix.letters,
    era: prefix.era,
    width: prefix.width,
    status: prefix.status,
    defaultPrice: Number(prefix.defaultPrice),
    example: formatAccessionNumber(prefix, labYear(now), 1),
    updatedAt: prefix.updatedAt.toISOString(),
  };
}

export function auditedSettingPrefix(prefix: SettingPrefix): Record<string, unknown> {
  return { kind: prefix.kind, letters: prefix.letters, era: prefix.era, width: prefix.width, status: prefix.status, defaultPrice: Number(prefix.defaultPrice) };
}
