import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../identity/actor.js';
import type { DomainEvents } from './domain-events.js';

/** What a subscriber works with: the publisher's transaction and who caused the event (the audit log's actor). */
export interface EventContext {
  em: EntityManager;
  actor: Actor;
}

export type EventName = keyof DomainEvents;
export type Subscriber<K extends EventName> = (event: DomainEvents[K], context: EventContext) => Promise<void>;

interface Subscription {
  name: string;
  handler: Subscriber<never>;
}

/**
 * The API's in-process events (README.md). A module subscribes in its onModuleInit; a publisher
 * awaits every subscriber, one after the other in the order they subscribed, inside its own
 * transaction and with its EntityManager — so what subscribers write commits with the event, and a
 * subscriber that throws rolls the whole transaction back (the publisher's answer is that error).
 * Nothing here is queued or retried: slow work is queued by its subscriber as a job in the same
 * transaction (JobsService.sendInTransaction).
 */
@Injectable()
export class EventBus {
  private readonly subscriptions = new Map<EventName, Subscription[]>();

  /** Adds `handler` to the event's subscribers under `name` (the module's, as the README lists them); answers how to remove it. */
  subscribe<K extends EventName>(event: K, name: string, handler: Subscriber<K>): () => void {
    const list = this.subscriptions.get(event) ?? [];
    if (list.some((s) => s.name === name)) throw new Error(`'${name}' already subscribes to ${event}`);
    const subscription: Subscription = { name, handler: handler as Subscriber<never> };
    this.subscriptions.set(event, [...list, subscription]);
    return () =>
      this.subscriptions.set(
        event,
        (this.subscriptions.get(event) ?? []).filter((s) => s !== subscription),
      );
  }

  /** The names of the event's subscribers, in the order they run. */
  subscribers(event: EventName): string[] {
    return (this.subscriptions.get(event) ?? []).map((s) => s.name);
  }

  /** Runs every subscriber of the event in the caller's transaction (`context.em`); the first to throw stops it. */
  async publish<K extends EventName>(event: K, payload: DomainEvents[K], context: EventContext): Promise<void> {
    if (!context.em.isInTransaction()) throw new Error(`${event} is published inside the transaction that makes it true`);
    for (const { handler } of this.subscriptions.get(event) ?? []) await (handler as Subscriber<K>)(payload, context);
  }
}
