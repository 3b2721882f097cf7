import { z } from 'zod';
import { LOOKBACK_OUTCOMES } from '../safety.js';
import { GYN_INTERPRETATIONS } from '../results.js';
import { optionalText, queryFlagSchema } from './common.schema.js';

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
    if (r.outcome === 'discordant' && r.correctedInterpretation === 'NILM') ctx.addIssue({ code: 'custom', path: ['correctedInterpretation'], message: 'must differ from NILM when discordant' });
    if (r.outcome === 'agree' && (r.correctedInterpretation || r.changesCare)) ctx.addIssue({ code: 'custom', path: ['outcome'], message: 'an agreement corrects nothing' });
  });
