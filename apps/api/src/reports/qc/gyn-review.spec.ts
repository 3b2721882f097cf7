import { gynReviewSummary, type ReviewedRescreen } from './gyn-review.js';

const r = (overrides: Partial<ReviewedRescreen>): ReviewedRescreen => ({
  reason: 'random',
  originalInterpretation: 'NILM',
  requestedAt: '2026-11-10T03:00:00.000Z',
  reviewer: 'somsri',
  reviewedAt: '2026-11-11T03:00:00.000Z',
  agree: true,
  correctedInterpretation: null,
  ...overrides,
});

describe('gynReviewSummary', () => {
  it('counts agreement, corrections, reasons, reviewers and months', () => {
    const summary = gynReviewSummary(
      [
        r({}),
        r({ reviewer: 'anan' }),
        r({ agree: false, correctedInterpretation: 'ASC-US', reviewer: 'anan' }),
        r({ agree: false, correctedInterpretation: 'ASC-US', reviewedAt: '2026-11-30T18:00:00.000Z' }), // 1 Dec in Bangkok
        r({ agree: false, correctedInterpretation: 'LSIL', reason: 'high-risk' }),
        r({ agree: null, reviewer: null, reviewedAt: null, requestedAt: '2026-12-02T01:00:00.000Z', reason: 'high-risk' }),
      ],
      { decisions: 40, random: 5, highRisk: 2 },
    );
    expect(summary).toEqual({
      selection: { decisions: 40, held: 7, random: 5, highRisk: 2 },
      rescreens: { total: 6, pending: 1, agree: 2, disagree: 3, agreementRate: 0.4 },
      corrections: [
        { original: 'NILM', corrected: 'ASC-US', count: 2 },
        { original: 'NILM', corrected: 'LSIL', count: 1 },
      ],
      byReason: [
        { reason: 'random', agree: 2, disagree: 2, pending: 0 },
        { reason: 'high-risk', agree: 0, disagree: 1, pending: 1 },
      ],
      byReviewer: [
        { reviewer: 'anan', agree: 1, disagree: 1 },
        { reviewer: 'somsri', agree: 1, disagree: 2 },
      ],
      byPeriod: [
        { period: '2026-11', agree: 2, disagree: 2, pending: 0 },
        { period: '2026-12', agree: 0, disagree: 1, pending: 1 },
      ],
    });
  });

  it('has no agreement rate before any review', () => {
    expect(gynReviewSummary([], { decisions: 0, random: 0, highRisk: 0 }).rescreens).toEqual({ total: 0, pending: 0, agree: 0, disagree: 0, agreementRate: null });
  });
});
