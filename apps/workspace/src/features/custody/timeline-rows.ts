import type { LocationRef, TimelineEventDto, TimelineItemDto, TimelineResponse } from '@pathdesk/contracts';

/** A timeline event with its item and location, as the tab shows it. */
export interface TimelineRow extends TimelineEventDto {
  itemRef: TimelineItemDto | undefined;
  locationRef: LocationRef | undefined;
}

/** The answer names each item and location once; each row is given its own. */
export function timelineRows(response: TimelineResponse): TimelineRow[] {
  const items = new Map(response.items.map((item) => [item.id, item]));
  const locations = new Map(response.locations.map((location) => [location.id, location]));
  return response.events.map((event) => ({
    ...event,
    itemRef: items.get(event.item),
    locationRef: event.location === undefined ? undefined : locations.get(event.location),
  }));
}
