import { Controller, Get, Query } from '@nestjs/common';
import type { AuditListResponse } from '@pathdesk/contracts';
import { auditQuerySchema } from '@pathdesk/contracts/schemas';
import { Roles } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { AuditService, type AuditQuery } from './audit.service.js';

/** The audit log, for administrators: newest first, by record (entity, entityId) when asked. */
@Controller('audit')
@Roles('admin')
export class AuditController {
  constructor(private readonly audit: AuditService) {}

  /** Query: entity, entityId, first, rows. */
  @Get()
  list(@Query(new ZodValidationPipe(auditQuerySchema)) query: AuditQuery): Promise<AuditListResponse> {
    return this.audit.list(query);
  }
}
