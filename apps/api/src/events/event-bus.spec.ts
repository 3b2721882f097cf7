import type { EntityManager } from '@mikro-orm/postgresql';
import type { ResultCompleted } from './domain-events.js';
import { EventBus, type EventContext } from './event-bus.js';

const inTransaction = (yes: boolean): EventContext => ({ em: { isInTransaction: () => yes } as unknown as EntityManager, actor: { id: 1, username: 'doctor', ip: null } });
const completed: ResultCompleted = { kind: 'gynecological', caseId: 7, result: {} as ResultCompleted['result'], override: false };

describe('EventBus', () => {
  it('runs the subscribers of an event in the order they subscribed, each awaited, with the publisher’s context', async () => {
    const bus = new EventBus();
    const ran: string[] = [];
    const context = inTransaction(true);
    bus.subscribe('result.completed', 'first', async (event, ctx) => {
      await new Promise((resolve) => setImmediate(resolve));
      ran.push(`first ${event.caseId} ${ctx === context}`);
    });
    bus.subscribe('result.completed', 'second', async () => {
      ran.push('second');
    });
    bus.subscribe('report.released', 'other event', async () => {
      ran.push('never');
    });
    await bus.publish('result.completed', completed, context);
    expect(ran).toEqual(['first 7 true', 'second']);
    expect(bus.subscribers('result.completed')).toEqual(['first', 'second']);
  });

  it('stops at the first subscriber that throws and answers its error (the caller’s transaction rolls back)', async () => {
    const bus = new EventBus();
    const ran: string[] = [];
    bus.subscribe('result.completed', 'refuses', async () => {
      throw new Error('over the limit');
    });
    bus.subscribe('result.completed', 'after', async () => {
      ran.push('after');
    });
    await expect(bus.publish('result.completed', completed, inTransaction(true))).rejects.toThrow('over the limit');
    expect(ran).toEqual([]);
  });

  it('is published inside a transaction only', async () => {
    const bus = new EventBus();
    bus.subscribe('result.completed', 'any', async () => undefined);
    await expect(bus.publish('result.completed', completed, inTransaction(false))).rejects.toThrow(/result.completed is published inside the transaction/);
  });

  it('refuses a second subscription under one name, and removes a subscription on request', async () => {
    const bus = new EventBus();
    const ran: string[] = [];
    const remove = bus.subscribe('result.completed', 'workload', async () => {
      ran.push('workload');
    });
    expect(() => bus.subscribe('result.completed', 'workload', async () => undefined)).toThrow(/already subscribes/);
    remove();
    expect(bus.subscribers('result.completed')).toEqual([]);
    await bus.publish('result.completed', completed, inTransaction(true));
    expect(ran).toEqual([]);
  });
});
