import { Inject, Injectable, type Type } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { APP_CONFIG } from '../config/config.module.js';
import type { AppConfig } from '../config/app-config.js';
import { openApiDocument } from './openapi-document.js';
import { routeInventory, type ApiRoute } from './route-inventory.js';

/** The registered routes and their OpenAPI document, read once (routes do not change after start). */
@Injectable()
export class OpenApiService {
  private cached: { routes: ApiRoute[]; document: ReturnType<typeof openApiDocument> } | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  routes(): ApiRoute[] {
    return this.load().routes;
  }

  document(): ReturnType<typeof openApiDocument> {
    return this.load().document;
  }

  private load() {
    if (!this.cached) {
      const controllers = [
        ...new Set(
          this.discovery
            .getControllers()
            .map((w) => w.metatype as Type | null)
            .filter((t): t is Type => !!t),
        ),
      ];
      const routes = routeInventory(controllers);
      this.cached = { routes, document: openApiDocument(routes, this.config.version) };
    }
    return this.cached;
  }
}
