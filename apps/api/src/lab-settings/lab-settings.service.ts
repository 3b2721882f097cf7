import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import {
  DEFAULT_CALENDAR_NAMES,
  DEFAULT_DATE_DISPLAY,
  DEFAULT_FROZEN_TARGET_MINUTES,
  type CalendarNames,
  DEFAULT_LANGUAGE,
  DEFAULT_VAT_MODE,
  type DateDisplay,
  type DateFormat,
  type LabSettings,
  type Language,
  type VatMode,
} from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';
import { AuditService } from '../audit/audit.service.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { LabSetting } from './lab-setting.entity.js';

const LAB_SETTING_ENTITY = 'lab_setting';

const KEYS = [
  'labName',
  'labAddress',
  'labPhone',
  'staffMayReleaseNilm',
  'qcRate',
  'dateFormat',
  'buddhistEra',
  'labTaxId',
  'vatMode',
  'signOutReauth',
  'language',
  'calendarNames',
  'frozenTargetMinutes',
] as const satisfies readonly (keyof LabSettings)[];

/**
 * The lab's settings (one row, id 1). Until an administrator saves them the defaults apply: the
 * name of LAB_BRAND, staff may not release NILM Paps, 10% of NILM Paps rescreened.
 */
@Injectable()
export class LabSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  defaults(): LabSettings {
    return {
      labName: this.config.labBrand,
      labAddress: null,
      labPhone: null,
      staffMayReleaseNilm: false,
      qcRate: 0.1,
      ...DEFAULT_DATE_DISPLAY,
      labTaxId: null,
      vatMode: DEFAULT_VAT_MODE,
      signOutReauth: true,
      language: DEFAULT_LANGUAGE,
      calendarNames: DEFAULT_CALENDAR_NAMES,
      frozenTargetMinutes: DEFAULT_FROZEN_TARGET_MINUTES,
    };
  }

  /** The settings in force; `em` reads them inside the caller's transaction. */
  async get(em: EntityManager = this.em): Promise<LabSettings> {
    const [row] = await em.execute<
      {
        lab_name: string;
        lab_address: string | null;
        lab_phone: string | null;
        staff_may_release_nilm: boolean;
        qc_rate: number;
        date_format: DateFormat;
        buddhist_era: boolean;
        lab_tax_id: string | null;
        vat_mode: VatMode;
        sign_out_reauth: boolean;
        language: Language;
        calendar_names: CalendarNames;
        frozen_target_minutes: number;
      }[]
    >(
      'select lab_name, lab_address, lab_phone, staff_may_release_nilm, qc_rate, date_format, buddhist_era, lab_tax_id, vat_mode, sign_out_reauth, language, calendar_names, frozen_target_minutes from lab_setting where id = 1',
    );
    if (!row) return this.defaults();
    return {
      labName: row.lab_name,
      labAddress: row.lab_address,
      labPhone: row.lab_phone,
      staffMayReleaseNilm: row.staff_may_release_nilm,
      qcRate: Number(row.qc_rate),
      dateFormat: row.date_format,
      buddhistEra: row.buddhist_era,
      labTaxId: row.lab_tax_id,
      vatMode: row.vat_mode,
      signOutReauth: row.sign_out_reauth,
      language: row.language,
      calendarNames: row.calendar_names,
      frozenTargetMinutes: row.frozen_target_minutes,
    };
  }

  /** How every screen writes dates (served to the web in GET /api/shell-config). */
  async dateDisplay(): Promise<DateDisplay> {
    const { dateFormat, buddhistEra } = await this.get();
    return { dateFormat, buddhistEra };
  }

  /** The lab's default language (served in GET /api/shell-config). */
  async language(): Promise<Language> {
    return (await this.get()).language ?? DEFAULT_LANGUAGE;
  }

  /** The calendar's day and month names (served in GET /api/shell-config; issue 24.7). */
  async calendarNames(): Promise<CalendarNames> {
    return (await this.get()).calendarNames ?? DEFAULT_CALENDAR_NAMES;
  }

  /** Saves the settings (all of them, as the form sends them); the audit record has what changed. */
  async update(actor: Actor, request: Partial<LabSettings>): Promise<LabSettings> {
    return this.em.transactional(async (em) => {
      const current = await this.get(em);
      const next: LabSettings = { ...current, ...dropUndefined(request), labAddress: request.labAddress ?? null, labPhone: request.labPhone ?? null };
      const changed = KEYS.filter((key) => current[key] !== next[key]);
      if (!changed.length) return current;
      let row = await em.findOne(LabSetting, { id: 1 }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      row ??= em.create(LabSetting, { id: 1, labName: next.labName });
      Object.assign(row, pickKeys(next, KEYS), { updatedAt: new Date(), updatedByUsername: actor.username });
      this.audit.record(actor, { action: 'update', entity: LAB_SETTING_ENTITY, entityId: 1, before: pickKeys(current, changed), after: pickKeys(next, changed) }, em);
      await em.flush();
      return next;
    });
  }
}

function pickKeys(settings: LabSettings, keys: readonly (keyof LabSettings)[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, settings[key]]));
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
