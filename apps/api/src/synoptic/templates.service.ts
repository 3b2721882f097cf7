import { coded } from '@pathdesk/contracts';
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  checkSynopticEntry,
  type SynopticCheck,
  type SynopticEntry,
  type SynopticTemplate,
  type SynopticTemplateDto,
  type SynopticTemplateStateRequest,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import { SYNOPTIC_TEMPLATES } from './synoptic-templates.js';

interface RetirementRow {
  templateId: string;
  version: number;
  retiredAt: string;
  retiredBy: string;
}

const RETIREMENT_COLUMNS = `template_id as "templateId", version, to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "retiredAt", retired_by_username as "retiredBy"`;

/**
 * The synoptic templates (JSON files, loaded at start) with the state the lab gives each version:
 * in use, or retired by an administrator (refused on a new case, kept by the cases written with it).
 */
@Injectable()
export class SynopticTemplatesService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    @Inject(SYNOPTIC_TEMPLATES) private readonly templates: readonly SynopticTemplate[],
  ) {}

  /** Every version of every template, as the files hold them. */
  all(): readonly SynopticTemplate[] {
    return this.templates;
  }

  /** Every version of every template, by id then version, with its state. */
  async list(): Promise<SynopticTemplateDto[]> {
    const rows = await this.em.execute<RetirementRow[]>(`select ${RETIREMENT_COLUMNS} from synoptic_template_retirement`);
    const retired = new Map(rows.map((r) => [`${r.templateId}@${r.version}`, r]));
    return this.templates.map((t) => withState(t, retired.get(`${t.id}@${t.version}`)));
  }

  /** Retires a version or brings it back, with the reason; audited when the state changes. */
  async setState(actor: Actor, templateId: string, version: number, request: SynopticTemplateStateRequest): Promise<SynopticTemplateDto> {
    const template = this.templates.find((t) => t.id === templateId && t.version === version);
    if (!template) throw new NotFoundException(coded('no_synoptic_template_version', { template: templateId, version }));
    return this.em.transactional(async (em) => {
      const changed = request.retired
        ? await em.execute(
            `insert into synoptic_template_retirement (template_id, version, retired_by_username, reason) values (?, ?, ?, ?) on conflict do nothing returning version`,
            [templateId, version, actor.username, request.reason],
          )
        : await em.execute(`delete from synoptic_template_retirement where template_id = ? and version = ? returning version`, [templateId, version]);
      if (changed.length) {
        this.audit.record(
          actor,
          {
            action: 'update',
            entity: 'synoptic_template',
            entityId: `${templateId}@${version}`,
            before: { retired: !request.retired },
            after: { retired: request.retired },
            reason: request.reason,
          },
          em,
        );
        await em.flush();
      }
      return withState(template, await retirementOf(em, templateId, version));
    });
  }

  /**
   * An entry (`fields.synoptic`) checked against its template (issue 30.7): an unknown template,
   * version or element, or a value out of range or list, is an error at its field; so is a retired
   * version on a new case — a case that already holds it keeps it.
   */
  async check(entry: SynopticEntry, { newCase }: { newCase: boolean }): Promise<SynopticCheck> {
    const check = checkSynopticEntry(this.templates, entry);
    if (!newCase || check.errors.length) return check;
    if (!(await retirementOf(this.em, entry.templateId, entry.version))) return check;
    const [current] = (await this.list()).filter((t) => t.id === entry.templateId && !t.retired).toSorted((a, b) => b.version - a.version);
    const retired = current
      ? coded('template_version_is_retired_use', { template: entry.templateId, version: entry.version, current: current.version })
      : coded('template_version_is_retired', { template: entry.templateId, version: entry.version });
    return { ...check, errors: [{ field: 'version', ...retired }] };
  }
}

async function retirementOf(em: EntityManager, templateId: string, version: number): Promise<RetirementRow | undefined> {
  const [row] = await em.execute<RetirementRow[]>(`select ${RETIREMENT_COLUMNS} from synoptic_template_retirement where template_id = ? and version = ?`, [templateId, version]);
  return row;
}

function withState(template: SynopticTemplate, retirement: RetirementRow | undefined): SynopticTemplateDto {
  return { ...template, retired: Boolean(retirement), retiredAt: retirement?.retiredAt ?? null, retiredBy: retirement?.retiredBy ?? null };
}
