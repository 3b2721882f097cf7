import { Controller, Get, Query } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ReportMessagesResponse, ReportMessageState } from '@pathdesk/contracts';
import { reportMessagesQuerySchema } from '@pathdesk/contracts/schemas';
import type { z } from 'zod';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { Roles } from '../identity/access.decorators.js';

type StateRow = Omit<ReportMessageState, 'answeredAt'> & { answeredAt: Date | null };

/**
 * /api/interface-messages: where the reports on the dispatch page stand in the hospitals' systems
 * (issue 29.3) — one query for the page's reports, the latest message out per report and interface
 * (index interface_message_report_index, migration 043). Lab staff who dispatch; every hospital.
 */
@Controller('interface-messages')
@Roles('admin', 'user')
export class ReportMessagesController {
  constructor(private readonly em: EntityManager) {}

  @Get()
  async states(@Query(new ZodValidationPipe(reportMessagesQuerySchema)) query: z.output<typeof reportMessagesQuerySchema>): Promise<ReportMessagesResponse> {
    const rows = await this.em.execute<StateRow[]>(
      `select distinct on (m.report_id, m.interface_id) m.report_id as "reportId", m.interface_id as "interfaceId", i.name as "interfaceName",
              m.state, m.attempts, m.error, m.answered_at as "answeredAt"
         from interface_message m join interface i on i.id = m.interface_id
        where m.report_id = any(?::int[]) and m.direction = 'out'
        order by m.report_id, m.interface_id, m.id desc`,
      [`{${query.reportIds.join(',')}}`],
    );
    return { messages: rows.map((row) => ({ ...row, answeredAt: row.answeredAt ? new Date(row.answeredAt).toISOString() : null })) };
  }
}
