import type { TimelineResponse } from '@pathdesk/contracts';
import { timelineRows } from './timeline-rows';

describe('timelineRows', () => {
  const response: TimelineResponse = {
    items: [
      { id: 7, barcode: 'BLK-7', itemKind: 'block', itemCode: 'A1' },
      { id: 9, barcode: 'SLD-9', itemKind: 'slide', itemCode: 'A1-1' },
    ],
    locations: [{ id: 3, code: 'CAB1', name: 'Cabinet 1' }],
    events: [
      { id: 1, item: 7, action: 'cutting', at: '2026-11-28T01:00:00.000Z', by: 'user', sincePreviousMs: null, station: 'microtome-1' },
      { id: 2, item: 9, action: 'filing', at: '2026-11-28T02:00:00.000Z', by: 'user', sincePreviousMs: 3_600_000, location: 3 },
    ],
  };

  it('gives each event the item and location the answer names once', () => {
    const [cut, filed] = timelineRows(response);
    expect(cut).toMatchObject({ id: 1, station: 'microtome-1', itemRef: { barcode: 'BLK-7', itemCode: 'A1' }, locationRef: undefined });
    expect(filed).toMatchObject({ id: 2, sincePreviousMs: 3_600_000, itemRef: { barcode: 'SLD-9' }, locationRef: { code: 'CAB1', name: 'Cabinet 1' } });
  });

  it('keeps the events in the order the answer gives them, and an empty timeline empty', () => {
    expect(timelineRows(response).map((row) => row.id)).toEqual([1, 2]);
    expect(timelineRows({ items: [], locations: [], events: [] })).toEqual([]);
  });
});
