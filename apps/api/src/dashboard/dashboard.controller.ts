import { Controller, Get, Param } from '@nestjs/common';
import type { DashboardPanelId, DashboardPanelResponse, DashboardPanelsResponse, ReportIndexResponse } from '@pathdesk/contracts';
import { dashboardPanelParamSchema } from '@pathdesk/contracts/schemas';
import { type Actor, CurrentActor } from '../identity/actor.js';
import { Roles, SignedIn } from '../identity/access.decorators.js';
import { ZodValidationPipe } from '../common/zod-validation.pipe.js';
import { DashboardService } from './dashboard.service.js';

/** GET /api/dashboard (the role's panels) and GET /api/dashboard/{panel} (one request per panel; other roles' panels: 403). */
@Controller('dashboard')
@SignedIn()
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  panels(@CurrentActor() actor: Actor): DashboardPanelsResponse {
    return { panels: this.dashboard.panelsOf(actor.role) };
  }

  @Get(':panel')
  async panel(@CurrentActor() actor: Actor, @Param('panel', new ZodValidationPipe(dashboardPanelParamSchema)) panel: DashboardPanelId): Promise<DashboardPanelResponse> {
    return { panel: await this.dashboard.panel(actor, panel) };
  }
}

/** GET /api/reports/index-counts: "12 to dispatch" beside the report pages (lab work: administrators and lab staff). */
@Controller('reports/index-counts')
@Roles('admin', 'user')
export class ReportIndexController {
  constructor(private readonly dashboard: DashboardService) {}

  @Get()
  async counts(): Promise<ReportIndexResponse> {
    return { counts: await this.dashboard.reportIndex() };
  }
}
