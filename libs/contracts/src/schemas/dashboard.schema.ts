import { z } from 'zod';
import { DASHBOARD_PANELS } from '../dashboard.js';

/** GET /api/dashboard/{panel}: the panel's name (unknown: 400 at panel). */
export const dashboardPanelParamSchema = z.enum(DASHBOARD_PANELS, { error: 'is not a dashboard panel' });
