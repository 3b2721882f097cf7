import { LAB_TIME_ZONE } from '@pathdesk/contracts';

/** The lab's time zone as an SQL literal (a constant, never user input). */
export const LAB_TIME_ZONE_SQL = `'${LAB_TIME_ZONE.replace(/'/g, "''")}'`;
