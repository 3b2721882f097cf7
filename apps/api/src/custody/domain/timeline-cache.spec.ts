import { TimelineCache, type KeptTimeline } from './timeline-cache.js';

/** A kept timeline counted as `size` (its text twice: the text and its answer's bytes). */
const timeline = (events: number, size = 12): KeptTimeline => ({ events, itemsJson: 'i'.repeat(size / 4), eventsJson: 'e'.repeat(size / 4) });

describe('TimelineCache', () => {
  it('gives a case its kept timeline only while the case has as many events as it holds', () => {
    const cache = new TimelineCache();
    const kept = timeline(3);
    cache.keep(7, kept);
    expect(cache.get(7, 3)).toBe(kept);
    expect(cache.get(7, 4)).toBeUndefined();
    expect(cache.get(8, 3)).toBeUndefined();
  });

  it('replaces a case’s older timeline', () => {
    const cache = new TimelineCache(100);
    cache.keep(7, timeline(3, 60));
    cache.keep(7, timeline(4, 60));
    expect(cache.get(7, 3)).toBeUndefined();
    expect(cache.get(7, 4)?.events).toBe(4);
  });

  it('lets the least recently used go beyond its size, and keeps none larger than it', () => {
    const cache = new TimelineCache(100);
    cache.keep(1, timeline(1, 40));
    cache.keep(2, timeline(1, 40));
    expect(cache.get(1, 1)).toBeDefined();
    cache.keep(3, timeline(1, 40));
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 1)).toBeDefined();
    expect(cache.get(3, 1)).toBeDefined();
    cache.keep(4, timeline(1, 104));
    expect(cache.get(4, 1)).toBeUndefined();
    expect(cache.get(3, 1)).toBeDefined();
  });
});
