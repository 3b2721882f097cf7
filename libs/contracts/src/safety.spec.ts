import { lookbackReviewSchema, recordCallSchema } from './schemas/safety.schema.js';

describe('safety request rules', () => {
  const call = { notifiedPerson: 'Nurse Wipa', notifiedAt: '2026-11-24T10:00:00+07:00', method: 'phone', readBack: true };

  it('a phoned critical result must be read back; a message need not', () => {
    expect(recordCallSchema.safeParse(call).success).toBe(true);
    const notReadBack = recordCallSchema.safeParse({ ...call, readBack: false });
    expect(notReadBack.success).toBe(false);
    expect(notReadBack.error?.issues[0]).toMatchObject({ path: ['readBack'] });
    expect(recordCallSchema.safeParse({ ...call, method: 'message', readBack: false }).success).toBe(true);
    expect(recordCallSchema.safeParse({ ...call, notifiedPerson: ' ' }).success).toBe(false);
    expect(recordCallSchema.safeParse({ ...call, method: 'fax' }).success).toBe(false);
  });

  it('a discordant look-back names what the second reader sees (not NILM); an agreement corrects nothing', () => {
    expect(lookbackReviewSchema.safeParse({ outcome: 'agree' }).success).toBe(true);
    expect(lookbackReviewSchema.safeParse({ outcome: 'discordant', correctedInterpretation: 'ASC-H', changesCare: true }).success).toBe(true);
    expect(lookbackReviewSchema.safeParse({ outcome: 'discordant' }).error?.issues[0]).toMatchObject({ path: ['correctedInterpretation'], message: 'is required when discordant' });
    expect(lookbackReviewSchema.safeParse({ outcome: 'discordant', correctedInterpretation: 'NILM' }).success).toBe(false);
    expect(lookbackReviewSchema.safeParse({ outcome: 'agree', changesCare: true }).success).toBe(false);
  });
});
