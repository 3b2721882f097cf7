import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Hl7Message } from '@medplum/core';
import { Hl7Connection, type Hl7ErrorEvent, type Hl7MessageEvent } from '@medplum/hl7';
import { APP_CONFIG } from '../../config/config.module.js';
import type { AppConfig } from '../../config/app-config.js';
import { OrdersService } from './orders.service.js';

const VT = 0x0b;
const FS = 0x1c;
const CR = 0x0d;

/**
 * The MLLP listener of orders in (issue 29.4): `HL7_LISTEN_PORT` on `HL7_LISTEN_HOST` (127.0.0.1
 * unless set), off when the port is unset. Each connection is @medplum/hl7's `Hl7Connection` (its
 * MLLP framing and parsing, as in its `Hl7Server`, which cannot bind an address); every message is
 * answered with the ACK OrdersService decides. A frame @medplum/core cannot parse is answered AR
 * and kept too: the listener keeps its own copy of the bytes of the current frame for that.
 *
 * Every replica may listen (behind one load-balanced address): a message is handled exactly once
 * per hospital and control id (MSH-10) by a unique index, and a repeat is answered with the first ACK.
 */
@Injectable()
export class MllpListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('HL7 in');
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();

  constructor(
    private readonly orders: OrdersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The address it listens on (null when off). */
  address(): AddressInfo | null {
    return (this.server?.address() as AddressInfo | null) ?? null;
  }

  async onApplicationBootstrap(): Promise<void> {
    const { hl7ListenPort: port, hl7ListenHost: host } = this.config.interfaces;
    if (port === undefined) return;
    const server = createServer((socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.logger.error(`MLLP listener: ${error.message}`));
    this.server = server;
    this.logger.log(`MLLP listener on ${host}:${port} (ORM^O01, OML^O21)`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    this.sockets.add(socket);
    const peer = `${socket.remoteAddress ?? '?'}:${socket.remotePort ?? '?'}`;
    // Registered before Hl7Connection's own listener: when it fails to parse a frame, the bytes are here.
    let pending = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      const end = pending.lastIndexOf(Buffer.from([FS, CR]));
      pending = Buffer.concat([end >= 0 ? pending.subarray(end + 2) : pending, chunk]).subarray(-4 * 1024 * 1024);
    });
    socket.on('close', () => this.sockets.delete(socket));
    const connection = new Hl7Connection(socket, 'utf-8');
    // One message at a time per connection, answered in order.
    let queue = Promise.resolve();
    const answer = (text: () => Promise<string>) => {
      queue = queue
        .then(async () => {
          const ack = await text();
          // @medplum/hl7 carries its own copy of @medplum/core: the same class, another declaration.
          if (!connection.isClosed()) connection.send(Hl7Message.parse(ack) as never);
        })
        .catch((error: Error) => this.logger.error(`MLLP listener (${peer}): ${error.message}`));
    };
    connection.addEventListener('message', (event: Hl7MessageEvent) => {
      answer(() => this.orders.receiveHl7(event.message.toString(), peer));
    });
    connection.addEventListener('error', (event: Hl7ErrorEvent) => {
      if (event.error.message !== 'Invalid HL7 message') return void this.logger.warn(`MLLP listener (${peer}): ${event.error.message}`);
      const start = pending.indexOf(VT);
      const end = pending.indexOf(Buffer.from([FS, CR]), start + 1);
      const raw = start >= 0 && end > start ? pending.subarray(start + 1, end).toString('utf8') : pending.toString('utf8');
      answer(() => this.orders.receiveHl7(raw, peer));
    });
  }
}
