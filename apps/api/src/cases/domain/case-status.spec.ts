import { ConflictException } from '@nestjs/common';
import { CASE_STATUSES, CASE_TRANSITIONS, type CaseStatus } from '@pathdesk/contracts';
import { assertEditable, assertTransition } from './case-status.js';

function refusal(work: () => void): { status: number; body: unknown } | null {
  try {
    work();
    return null;
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    return { status: error.getStatus(), body: error.getResponse() };
  }
}

describe('assertTransition', () => {
  it('allows exactly the moves of CASE_TRANSITIONS', () => {
    for (const from of CASE_STATUSES) {
      for (const to of CASE_STATUSES) {
        const allowed = (CASE_TRANSITIONS[from] as readonly CaseStatus[]).includes(to);
        expect([from, to, refusal(() => assertTransition(from, to)) === null]).toEqual([from, to, allowed]);
      }
    }
  });

  it('cancels a case that is being worked on, not one signed out, amended or cancelled', () => {
    for (const from of ['registered', 'in_progress', 'diagnosed'] as const) expect(refusal(() => assertTransition(from, 'cancelled'))).toBeNull();
    expect(refusal(() => assertTransition('signed_out', 'cancelled'))).toEqual({
      status: 409,
      body: {
        message: 'This case is signed out, so it cannot be cancelled.',
        code: 'case_cannot_move',
        params: { current: 'signed out', move: 'cancelled' },
        errors: [{ field: 'status', message: 'cannot go from signed_out to cancelled', code: 'cannot_go_from_to', params: { from: 'signed_out', to: 'cancelled' } }],
      },
    });
    expect(refusal(() => assertTransition('cancelled', 'cancelled'))?.body).toMatchObject({ message: 'This case is cancelled, so it cannot be cancelled.' });
    expect(refusal(() => assertTransition('amended', 'cancelled'))?.body).toMatchObject({ message: 'This case is amended, so it cannot be cancelled.' });
  });

  it('never moves backwards past sign-out', () => {
    expect(refusal(() => assertTransition('signed_out', 'in_progress'))).not.toBeNull();
    expect(refusal(() => assertTransition('registered', 'signed_out'))).not.toBeNull();
    expect(refusal(() => assertTransition('diagnosed', 'in_progress'))).toBeNull(); // reopened before sign-out
  });
});

describe('assertEditable', () => {
  it('lets registration data change until sign-out or cancellation', () => {
    for (const status of ['registered', 'in_progress', 'diagnosed'] as const) expect(refusal(() => assertEditable(status))).toBeNull();
    expect(refusal(() => assertEditable('cancelled'))?.body).toMatchObject({
      message: expect.stringMatching(/^This case is cancelled, so its registration can no longer be edited/),
    });
    expect(refusal(() => assertEditable('signed_out'))?.body).toMatchObject({ message: expect.stringMatching(/signed out.*amendment/) });
    expect(refusal(() => assertEditable('amended'))).not.toBeNull();
  });
});
