import type { AuditEntryDto } from './cases.js';
import type { ListResponse } from './lists.js';

/** GET /api/audit (admin): a page of the log, newest first. */
export type AuditListResponse = ListResponse<'audit', AuditEntryDto>;
