import { Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import type { AppConfig } from '../config/app-config.js';
import { OpenApiController } from './openapi.controller.js';
import { OpenApiService } from './openapi.service.js';

/** API documentation at /api/docs when API_DOCS is on (default: on, except in production). */
@Module({})
export class OpenApiModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: OpenApiModule,
      imports: [DiscoveryModule],
      controllers: config.observability.apiDocs ? [OpenApiController] : [],
      providers: [OpenApiService],
      exports: [OpenApiService],
    };
  }
}
