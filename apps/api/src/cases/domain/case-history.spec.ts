import { changedFields, toHistoryEntry } from './case-history.js';

describe('changedFields', () => {
  it('lists every field of a creation (nothing before)', () => {
    expect(changedFields(null, { hn: '123', price: 700, notes: null })).toEqual({ hn: [null, '123'], price: [null, 700] });
  });

  it('lists only the fields that differ, by value', () => {
    expect(
      changedFields(
        { hn: '123', price: 700, collectedAt: '2026-11-20T01:00:00.000Z', specimen: 'Skin' },
        { hn: '123', price: 650, collectedAt: '2026-11-20T01:00:00.000Z', specimen: 'Skin, left arm', notes: 'again' },
      ),
    ).toEqual({ price: [700, 650], specimen: ['Skin', 'Skin, left arm'], notes: [null, 'again'] });
    expect(changedFields({ status: 'registered' }, { status: 'cancelled', cancelReason: 'duplicate' })).toEqual({
      status: ['registered', 'cancelled'],
      cancelReason: [null, 'duplicate'],
    });
    expect(changedFields({ a: 1 }, { a: 1 })).toEqual({});
  });
});

describe('toHistoryEntry', () => {
  it('turns an audit row into an entry of the history', () => {
    expect(
      toHistoryEntry({
        id: '17',
        at: '2026-11-18T08:53:20.000Z',
        action: 'cancel',
        actorUsername: 'user',
        before: { status: 'registered' },
        after: { status: 'cancelled', cancelReason: 'Duplicate registration' },
        reason: 'Duplicate registration',
      }),
    ).toEqual({
      id: '17',
      at: '2026-11-18T08:53:20.000Z',
      action: 'cancel',
      actor: 'user',
      changes: { status: ['registered', 'cancelled'], cancelReason: [null, 'Duplicate registration'] },
      reason: 'Duplicate registration',
    });
  });
});
