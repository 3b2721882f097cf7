import { Global, Module } from '@nestjs/common';
import { EventBus } from './event-bus.js';

/** The in-process event bus (README.md), one for the app: publishers and subscribers inject EventBus. */
@Global()
@Module({ providers: [EventBus], exports: [EventBus] })
export class EventsModule {}
