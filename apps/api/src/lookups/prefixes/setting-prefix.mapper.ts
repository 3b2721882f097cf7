import { formatAccessionNumber, labYear, type SettingPrefixDto } from '@pathdesk/contracts';
import type { SettingPrefix } from './setting-prefix.entity.js';

export function toSettingPrefixDto(prefix: SettingPrefix, now: Date = new Date()): SettingPrefixDto {
  return {
    id: prefix.id,
    kind: prefix.kind,
    letters: prefix.letters,
    era: prefix.era,
    width: prefix.width,
    status: prefix.status,
    defaultPrice: Number(prefix.defaultPrice),
    pricePer: prefix.pricePer,
    example: formatAccessionNumber(prefix, labYear(now), 1),
    updatedAt: prefix.updatedAt.toISOString(),
  };
}

export function auditedSettingPrefix(prefix: SettingPrefix): Record<string, unknown> {
  return {
    kind: prefix.kind,
    letters: prefix.letters,
    era: prefix.era,
    width: prefix.width,
    status: prefix.status,
    defaultPrice: Number(prefix.defaultPrice),
    pricePer: prefix.pricePer,
  };
}
