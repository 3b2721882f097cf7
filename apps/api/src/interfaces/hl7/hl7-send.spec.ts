import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { Hl7Message } from '@medplum/core';
import { Hl7Server } from '@medplum/hl7';
import { sendForAck } from './hl7-send.js';

const ORU = 'MSH|^~\\&|PATHDESK|LAB|HIS|BKV|20261130093000||ORU^R01^ORU_R01|C1|P|2.5.1\rPID|1||HN1^^^BKV^HN';

describe('sendForAck (MLLP on loopback)', () => {
  let server: Hl7Server;
  let answer = true;
  let port: number;

  beforeAll(async () => {
    server = new Hl7Server((connection) => {
      connection.addEventListener('message', (event: Event) => {
        const message = (event as unknown as { message: Hl7Message }).message;
        if (answer) connection.send(message.buildAck({ ackCode: 'AA' }) as never);
      });
    });
    await server.start(0);
    port = (server.server!.address() as AddressInfo).port;
  });
  afterAll(() => server.stop({ forceDrainTimeoutMs: 0 }));

  it('returns the ACK and leaves no timer behind (a timer left would hold the process for the timeout)', async () => {
    answer = true;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      const ack = await sendForAck({ host: '127.0.0.1', port }, ORU, 60_000);
      expect(ack.getSegment('MSA')!.getField(1).toString()).toBe('AA');
      expect(ack.getSegment('MSA')!.getField(2).toString()).toBe('C1');
      expect(jest.getTimerCount()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  it('gives up after its timeout when no ACK comes, and closes the connection', async () => {
    answer = false;
    await expect(sendForAck({ host: '127.0.0.1', port }, ORU, 300)).rejects.toThrow('no ACK within 300 ms');
  });

  it('fails when nothing listens', async () => {
    const closed = new Hl7Server(() => undefined);
    await closed.start(0);
    const free = (closed.server!.address() as AddressInfo).port;
    await closed.stop();
    await expect(sendForAck({ host: '127.0.0.1', port: free }, ORU, 1000)).rejects.toThrow(/ECONNREFUSED/);
  });
});
