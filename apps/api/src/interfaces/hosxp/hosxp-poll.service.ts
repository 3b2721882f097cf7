import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { coded } from '@pathdesk/contracts';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { OrdersService } from '../orders/orders.service.js';
import { withHosxp, type HosxpInterface } from './hosxp-database.js';
import { HOSXP_POLL_DAYS, kindOfItem, orderOfRow, pendingOrders, type HosxpOrderRow } from './hosxp-orders.js';

/** The pg-boss queue that fetches the orders of every enabled HOSxP interface, and how often (every minute). */
export const HOSXP_POLL_QUEUE = 'hosxp-poll';
export const HOSXP_POLL_CRON = '* * * * *';

/** What one poll of one interface did. */
export interface HosxpPollOutcome {
  ok: boolean;
  detail: string;
  /** Orders placed now (waiting in "Ordered — not yet received"). */
  accepted: number;
  /** Orders kept as refused, with the reason (interface messages). */
  refused: number;
}

/**
 * HOSxP orders in (issue 29.5; interfaces/README.md): every minute, and when an administrator asks,
 * each enabled HOSxP interface's database is read for pathology orders not yet reported, and each new
 * one goes through the orders service as any order does — kept as a received message (`HOSXP-ORDER`,
 * control id `HOSXP{lab order number}`: once per hospital, whichever replica polls) with its order
 * placed, or its refusal kept with the reason.
 */
@Injectable()
export class HosxpPollService {
  private readonly logger = new Logger('HOSxP');

  constructor(
    private readonly em: EntityManager,
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The scheduled job: every enabled interface, one after the other; one out of reach does not stop the others. */
  async pollAll(): Promise<void> {
    const interfaces = await this.em
      .fork()
      .execute<HosxpInterface[]>(`select id, hospital_id as "hospitalId", settings, secret from interface where kind = 'hosxp' and enabled order by id`);
    for (const i of interfaces) {
      const outcome = await this.poll(i);
      if (!outcome.ok) this.logger.warn(`interface ${i.id}: ${outcome.detail}`);
      else if (outcome.accepted || outcome.refused) this.logger.log(`interface ${i.id}: ${outcome.detail}`);
    }
  }

  /** POST /api/interfaces/{id}/poll: one interface now (a HOSxP one, enabled). */
  async pollNow(id: number): Promise<HosxpPollOutcome> {
    const [i] = await this.em
      .fork()
      .execute<(HosxpInterface & { kind: string; enabled: boolean })[]>(`select id, hospital_id as "hospitalId", kind, enabled, settings, secret from interface where id = ?`, [
        id,
      ]);
    if (!i) throw new NotFoundException(coded('interface_not_found'));
    if (i.kind !== 'hosxp') throw new BadRequestException(coded('interface_poll_unsupported'));
    if (!i.enabled) throw new ConflictException(coded('interface_poll_disabled'));
    return this.poll(i);
  }

  private async poll(i: HosxpInterface): Promise<HosxpPollOutcome> {
    const kinds = kindOfItem(i.settings.labItems ?? {});
    const since = new Date(Date.now() + 7 * 3600_000 - HOSXP_POLL_DAYS * 86_400_000).toISOString().slice(0, 10);
    let rows: HosxpOrderRow[];
    try {
      rows = await withHosxp(i, this.config.interfaces.secretKey, (db) => pendingOrders(db, [...kinds.keys()], since));
    } catch (error) {
      return { ok: false, detail: `${i.settings.host}:${i.settings.port}: ${(error as Error).message}`, accepted: 0, refused: 0 };
    }
    // One lab order is one case: its first pathology item (by code) gives the kind.
    const firstItems = [...new Map(rows.reverse().map((row) => [row.lab_order_number, row])).values()].sort((a, b) => a.lab_order_number - b.lab_order_number);
    const seen = new Set(
      (
        await this.em
          .fork()
          .execute<{ controlId: string }[]>(`select control_id as "controlId" from interface_message where hospital_id = ? and direction = 'in' and control_id = any(?::text[])`, [
            i.hospitalId,
            `{${firstItems.map((row) => `HOSXP${row.lab_order_number}`).join(',')}}`,
          ])
      ).map((r) => r.controlId),
    );
    let accepted = 0;
    let refused = 0;
    for (const row of firstItems) {
      const controlId = `HOSXP${row.lab_order_number}`;
      if (seen.has(controlId)) continue;
      const outcome = await this.orders.receiveRead(
        { interfaceId: i.id, hospitalId: i.hospitalId },
        { messageType: 'HOSXP-ORDER', controlId, raw: JSON.stringify(row), by: `interface:${i.id}` },
        () => orderOfRow(row, kinds.get(row.lab_items_code)!),
      );
      if (typeof outcome === 'number') accepted++;
      else if (outcome !== 'seen') refused++;
    }
    return { ok: true, detail: `${accepted} order(s) placed, ${refused} refused, ${rows.length} pathology item(s) read since ${since}.`, accepted, refused };
  }
}
