import type { AdditionalDto } from '@pathdesk/contracts';
import { lastMove, orderMoves, orderRequest } from './order-model';

const order = (changes: Partial<AdditionalDto> = {}) =>
  ({
    status: 'ordered',
    orderedBy: 'doctor',
    orderedAt: '2026-11-20T02:00:00.000Z',
    startedBy: null,
    startedAt: null,
    doneBy: null,
    doneAt: null,
    cancelledBy: null,
    cancelledAt: null,
    ...changes,
  }) as AdditionalDto;

describe('the order dialog', () => {
  it('orders the picked panel on the block, with a blank note as none', () => {
    expect(orderRequest({ blockId: 12, testIds: [3, 1, 2], note: '  ' })).toEqual({ blockId: 12, testIds: [3, 1, 2], note: null });
    expect(orderRequest({ blockId: null, testIds: [4], note: ' Rule out lymphoma ' })).toEqual({ blockId: null, testIds: [4], note: 'Rule out lymphoma' });
  });
});

describe('what each role may do with an order', () => {
  it.each([
    ['user', 'ordered', ['in_progress', 'done', 'cancelled']],
    ['admin', 'in_progress', ['done', 'cancelled']],
    ['doctor', 'ordered', ['cancelled']],
    ['doctor', 'in_progress', ['cancelled']],
    ['guest', 'ordered', []],
    ['user', 'done', []],
    ['admin', 'cancelled', []],
  ] as const)('%s on an order %s: %j', (role, status, moves) => {
    expect(orderMoves(order({ status }), role)).toEqual(moves);
  });
});

describe('who moved an order last', () => {
  it('names the latest move of its status', () => {
    expect(lastMove(order())).toEqual({ what: 'Ordered', by: 'doctor', at: '2026-11-20T02:00:00.000Z' });
    expect(lastMove(order({ status: 'done', doneBy: 'user', doneAt: '2026-11-21T03:00:00.000Z' }))).toEqual({ what: 'Done', by: 'user', at: '2026-11-21T03:00:00.000Z' });
    expect(lastMove(order({ status: 'cancelled', cancelledBy: 'doctor', cancelledAt: '2026-11-21T04:00:00.000Z' }))).toMatchObject({ what: 'Cancelled', by: 'doctor' });
  });
});
