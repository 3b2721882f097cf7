import type { DashboardPanelId, DashboardPanelOf } from '@pathdesk/contracts';
import { useGetDashboardPanelQuery } from './dashboard-api';

/** A panel's one request (GET /api/dashboard/{panel}), its answer typed as that panel's. */
export function usePanel<P extends DashboardPanelId>(id: P) {
  const query = useGetDashboardPanelQuery(id);
  return { ...query, data: query.data as DashboardPanelOf<P> | undefined };
}
