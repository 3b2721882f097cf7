/** What other features of the workspace use of the results feature. */
export { useGetLabSettingsQuery } from './results-api';
