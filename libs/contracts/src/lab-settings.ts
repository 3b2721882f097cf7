import type { LabSettings } from './results.js';

/** GET and PUT /api/lab-settings. */
export interface LabSettingsResponse {
  labSettings: LabSettings;
}
