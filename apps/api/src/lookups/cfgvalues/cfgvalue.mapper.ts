import type { CfgCategory, CfgOption, CfgvalueDto } from '@pathdesk/contracts';
import type { Cfgvalue } from './cfgvalue.entity.js';

/** Each category as messages name it (plural). */
export const CATEGORY_LABELS: Record<CfgCategory, string> = {
  prefix: 'name titles',
  screener: 'screeners',
  pathologist: 'pathologists',
  cytologicaltype: 'cytological types',
  gynecologicaltype: 'gynecological types',
  gynecologicalcomment: 'gynecological comments',
  company: 'companies',
};

export function toCfgvalueDto(entry: Cfgvalue): CfgvalueDto {
  return {
    id: entry.id,
    category: entry.category,
    name: entry.name,
    value: entry.value,
    description: entry.description,
    sortOrder: entry.sortOrder,
    status: entry.status,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

export function toCfgOption(entry: Pick<Cfgvalue, 'id' | 'name' | 'value'>): CfgOption {
  return { id: entry.id, name: entry.name, value: entry.value };
}

/** What the audit log keeps of an entry. */
export function auditedCfgvalue(entry: Cfgvalue): Record<string, unknown> {
  return {
    category: entry.category,
    name: entry.name,
    value: entry.value,
    description: entry.description,
    sortOrder: entry.sortOrder,
    status: entry.status,
  };
}

/** The message of a bulk delete: what was deleted, and what was kept (deactivated) because it is in use. */
export function deleteMessage(deleted: number, deactivated: readonly { name: string; usedBy: readonly string[] }[]): string {
  const parts: string[] = [];
  const entries = (n: number) => `${n} ${n === 1 ? 'entry' : 'entries'}`;
  if (deleted > 0) parts.push(`Deleted ${entries(deleted)}.`);
  if (deactivated.length === 1) {
    const [only] = deactivated;
    parts.push(`"${only!.name}" is in use (${only!.usedBy.join(', ')}), so it was deactivated instead of deleted.`);
  } else if (deactivated.length > 1) {
    const named = deactivated.map((d) => `"${d.name}" (${d.usedBy.join(', ')})`).join(', ');
    parts.push(`${entries(deactivated.length)} are in use, so they were deactivated instead of deleted: ${named}.`);
  }
  return parts.join(' ');
}
