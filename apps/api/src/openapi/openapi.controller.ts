import { Controller, Get, Header } from '@nestjs/common';
import { Roles } from '../identity/access.decorators.js';
import { OpenApiService } from './openapi.service.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** /api/docs: admins only; absent in production unless API_DOCS=true (openapi.module.ts). */
@Controller('docs')
@Roles('admin')
export class OpenApiController {
  constructor(private readonly openApi: OpenApiService) {}

  @Get('openapi.json')
  @Header('Cache-Control', 'no-store')
  document(): ReturnType<OpenApiService['document']> {
    return this.openApi.document();
  }

  /** A plain page (no script: the CSP allows none inline) listing the routes; the schemas are in openapi.json. */
  @Get()
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  page(): string {
    const document = this.openApi.document();
    const rows = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { description?: string }>).map(
        ([method, op]) => `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escape(path)}</code></td><td>${escape(op.description ?? '')}</td></tr>`,
      ),
    );
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PathDesk API</title></head><body>
<h1>PathDesk API ${escape(document.info.version)}</h1>
<p>${rows.length} operations. Request schemas, generated from the zod schemas the routes validate with: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI ${escape(document.openapi)}).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Who</th></tr></thead><tbody>
${rows.join('\n')}
</tbody></table></body></html>`;
  }
}
