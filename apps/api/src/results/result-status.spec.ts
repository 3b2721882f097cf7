import { resultStatusMoves } from './result-status.js';

describe('resultStatusMoves', () => {
  it('moves through the transitions a save allows', () => {
    expect(resultStatusMoves('registered', false)).toEqual(['in_progress']);
    expect(resultStatusMoves('registered', true)).toEqual(['in_progress', 'diagnosed']);
    expect(resultStatusMoves('in_progress', false)).toEqual([]);
    expect(resultStatusMoves('in_progress', true)).toEqual(['diagnosed']);
    expect(resultStatusMoves('diagnosed', true)).toEqual([]);
    expect(resultStatusMoves('diagnosed', false)).toEqual(['in_progress']);
  });

  it('leaves a signed-out case where it is (an amendment draft)', () => {
    expect(resultStatusMoves('signed_out', true)).toEqual([]);
    expect(resultStatusMoves('amended', false)).toEqual([]);
  });

  it('refuses a move the state machine does not have (409)', () => {
    expect(() => resultStatusMoves('cancelled', true)).toThrow('This case is cancelled, so it cannot be diagnosed.');
  });
});
