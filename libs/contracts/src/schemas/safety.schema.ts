import { z } from 'zod';
import { LOOKBACK_OUTCOMES, NOTIFICATION_METHODS } from '../safety.js';
import { GYN_INTERPRETATIONS } from '../results.js';
import { dateTimeSchema, optionalText, queryFlagSchema } from './common.schema.js';

/** GET /api/reports/gynecologicals/lookbacks?pending=true|false */
export const lookbackListQuerySchema = z.strictObject({ pending: queryFlagSchema });

export const lookbackReviewSchema = z
  .strictObject({
    outcome: z.enum(LOOKBACK_OUTCOMES, { error: 'must be agree or discordant' }),
    correctedInterpretation: z.enum(GYN_INTERPRETATIONS).optional(),
    changesCare: z.boolean().optional(),
    note: optionalText(2_000),
  })
  .superRefine((r, ctx) => {
    if (r.outcome === 'discordant' && !r.correctedInterpretation) ctx.addIssue({ code: 'custom', path: ['correctedInterpretation'], message: 'is required when discordant' });
    if (r.outcome === 'discordant' && r.correctedInterpretation === 'NILM')
      ctx.addIssue({ code: 'custom', path: ['correctedInterpretation'], message: 'must differ from NILM when discordant' });
    if (r.outcome === 'agree' && (r.correctedInterpretation || r.changesCare)) ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'an agreement corrects nothing' });
  });

/** GET /api/notifications?open=true|false */
export const criticalCallListQuerySchema = z.strictObject({ open: queryFlagSchema });

export const recordCallSchema = z
  .strictObject({
    notifiedPerson: z.string().trim().min(2, 'say who at the hospital was told').max(200),
    notifiedAt: dateTimeSchema,
    method: z.enum(NOTIFICATION_METHODS, { error: 'must be phone or message' }),
    readBack: z.boolean(),
    note: optionalText(2_000),
  })
  .superRefine((r, ctx) => {
    if (r.method === 'phone' && !r.readBack) ctx.addIssue({ code: 'custom', path: ['readBack'], message: 'a phoned critical result is read back by the person told' });
  });
