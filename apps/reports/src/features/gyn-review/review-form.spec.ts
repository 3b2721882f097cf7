import { EMPTY_REVIEW, toReviewRequest } from './review-form';

describe('toReviewRequest', () => {
  it('asks for a decision first', () => {
    expect(toReviewRequest(EMPTY_REVIEW)).toEqual({ errors: { decision: 'Choose whether you agree with the original interpretation.' } });
  });

  it('sends an agreement without a correction, with the note trimmed', () => {
    expect(toReviewRequest({ decision: 'agree', correctedInterpretation: 'HSIL', note: '  Looks fine.  ' })).toEqual({ request: { agree: true, note: 'Looks fine.' } });
    expect(toReviewRequest({ decision: 'agree', correctedInterpretation: null, note: ' ' })).toEqual({ request: { agree: true } });
  });

  it('needs the corrected interpretation of a disagreement', () => {
    expect(toReviewRequest({ decision: 'disagree', correctedInterpretation: null, note: '' })).toEqual({ errors: { correctedInterpretation: 'is required when you disagree' } });
    expect(toReviewRequest({ decision: 'disagree', correctedInterpretation: 'LSIL', note: 'Koilocytes present.' })).toEqual({
      request: { agree: false, correctedInterpretation: 'LSIL', note: 'Koilocytes present.' },
    });
  });
});
