import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_RETENTION, type CustodySettings } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';

const SETTING_ENTITY = 'custody_setting';

interface SettingRow {
  block_years: number;
  slide_years: number;
  requisition_years: number;
  printer_host: string | null;
  printer_port: number | null;
  hot_folder_directory: string | null;
  hot_folder_template: string | null;
  hot_folder_extension: string | null;
}

/**
 * The lab's custody settings (one row, id 1; defaults until an administrator saves them): retention
 * periods per item kind (blocks and slides 10 years, requisitions 5; reports are never disposed of),
 * the label printer's address and the cassette writer's hot folder.
 */
@Injectable()
export class CustodySettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
  ) {}

  async get(em: EntityManager = this.em): Promise<CustodySettings> {
    const [row] = await em.execute<SettingRow[]>(`select * from custody_setting where id = 1`);
    if (!row) return { retention: { ...DEFAULT_RETENTION }, printer: null, hotFolder: null };
    return {
      retention: { blockYears: row.block_years, slideYears: row.slide_years, requisitionYears: row.requisition_years },
      printer: row.printer_host && row.printer_port ? { host: row.printer_host, port: row.printer_port } : null,
      hotFolder:
        row.hot_folder_directory && row.hot_folder_template && row.hot_folder_extension
          ? { directory: row.hot_folder_directory, template: row.hot_folder_template, extension: row.hot_folder_extension }
          : null,
    };
  }

  async update(actor: Actor, next: CustodySettings): Promise<CustodySettings> {
    return this.em.transactional(async (em) => {
      await em.execute(`insert into custody_setting (id) values (1) on conflict (id) do nothing`);
      await em.execute(`select id from custody_setting where id = 1 for update`);
      const before = await this.get(em);
      if (JSON.stringify(before) === JSON.stringify(next)) return before;
      await em.execute(
        `update custody_setting set block_years = ?, slide_years = ?, requisition_years = ?, printer_host = ?, printer_port = ?,
                hot_folder_directory = ?, hot_folder_template = ?, hot_folder_extension = ?, updated_at = now(), updated_by_username = ? where id = 1`,
        [
          next.retention.blockYears,
          next.retention.slideYears,
          next.retention.requisitionYears,
          next.printer?.host ?? null,
          next.printer?.port ?? null,
          next.hotFolder?.directory ?? null,
          next.hotFolder?.template ?? null,
          next.hotFolder?.extension ?? null,
          actor.username,
        ],
      );
      this.audit.record(actor, { action: 'update', entity: SETTING_ENTITY, entityId: 1, before: { ...before }, after: { ...next } }, em);
      await em.flush();
      return next;
    });
  }
}
