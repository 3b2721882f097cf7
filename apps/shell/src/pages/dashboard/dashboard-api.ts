import { DASHBOARD_API, type DashboardPanelId, type DashboardPanelOf, type DashboardPanelResponse } from '@pathdesk/contracts';
import { api, apiPath } from '@pathdesk/web-data';

/** The dashboard's panels; a dispatch (the reports remote) invalidates the `Dashboard` tag. */
const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard'] }).injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    getDashboardPanel: build.query<DashboardPanelOf<DashboardPanelId>, DashboardPanelId>({
      query: (panel) => apiPath(DASHBOARD_API.panel(panel)),
      transformResponse: (response: DashboardPanelResponse) => response.panel,
      providesTags: (_result, _error, panel) => [{ type: 'Dashboard', id: panel }, 'Dashboard'],
    }),
  }),
});

export const { useGetDashboardPanelQuery } = dashboardApi;
