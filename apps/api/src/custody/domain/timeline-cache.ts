/** What the kept timelines may take at most (their text and their last answer's bytes): ~45 cases of 240 items, or thousands of ordinary ones. */
const TIMELINE_CACHE_CHARS = 16 * 1024 * 1024;

/** A case's timeline as JSON text, without its locations (their names may change): the items and the events. */
export interface KeptTimeline {
  /** How many events it holds: the case's events only grow (custody_event is append-only). */
  events: number;
  itemsJson: string;
  eventsJson: string;
  /** The last answer sent from it (UTF-8), and the locations' JSON it was sent with: sent again while they are the same. */
  answer?: { locationsJson: string; bytes: Buffer };
}

/**
 * Cases' timelines kept until their next event (issue 31): custody events are never changed or
 * removed (triggers refuse it) and an item's barcode and code never change, so a case's timeline
 * with as many events as the case has now is its timeline now. Each read still counts the case's
 * events in the database (one index range), so a scan on another replica is seen at once; the
 * locations are read afresh each time. Least recently used out first beyond `maxChars`. One per
 * process (CustodyModule's provider): each replica keeps its own.
 */
export class TimelineCache {
  private readonly kept = new Map<number, KeptTimeline>();
  private chars = 0;

  constructor(private readonly maxChars: number = TIMELINE_CACHE_CHARS) {}

  /** The case's kept timeline if it holds `events` events (the case's count now); else nothing. */
  get(caseId: number, events: number): KeptTimeline | undefined {
    const hit = this.kept.get(caseId);
    if (!hit || hit.events !== events) return undefined;
    // Most recently used last: a Map keeps insertion order.
    this.kept.delete(caseId);
    this.kept.set(caseId, hit);
    return hit;
  }

  keep(caseId: number, timeline: KeptTimeline): void {
    const size = sizeOf(timeline);
    if (size > this.maxChars) return;
    const old = this.kept.get(caseId);
    if (old) {
      this.kept.delete(caseId);
      this.chars -= sizeOf(old);
    }
    this.kept.set(caseId, timeline);
    this.chars += size;
    for (const [oldest, entry] of this.kept) {
      if (this.chars <= this.maxChars) break;
      this.kept.delete(oldest);
      this.chars -= sizeOf(entry);
    }
  }
}

const sizeOf = (timeline: KeptTimeline) => 2 * (timeline.itemsJson.length + timeline.eventsJson.length);
