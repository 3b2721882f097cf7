import type { Connection } from 'mysql2/promise';
import type { InterfaceSettings } from '@pathdesk/contracts';
import { open } from '../secret-box.js';

/** A HOSxP interface as the adapter needs it: where its database is and the sealed password. */
export interface HosxpInterface {
  id: number;
  hospitalId: number;
  settings: InterfaceSettings;
  secret: string | null;
}

/**
 * Runs `work` on a connection to the hospital's HOSxP database (MySQL or MariaDB, through mysql2), the
 * password opened with INTERFACE_SECRET_KEY for this connection only; the connection is closed after.
 * Dates come back as text (`dateStrings`): HOSxP keeps local dates and times, read as the lab's.
 */
export async function withHosxp<T>(i: HosxpInterface, secretKey: Buffer | undefined, work: (db: Connection) => Promise<T>): Promise<T> {
  if (!secretKey) throw new Error('INTERFACE_SECRET_KEY is not set: the HOSxP password cannot be read');
  if (!i.secret) throw new Error('the interface has no password');
  const { createConnection } = await import('mysql2/promise');
  const db = await createConnection({
    host: i.settings.host,
    port: i.settings.port,
    database: i.settings.database,
    user: i.settings.user,
    password: open(secretKey, i.secret),
    connectTimeout: 5000,
    dateStrings: true,
    charset: 'utf8mb4',
    timezone: '+07:00',
  });
  try {
    return await work(db);
  } finally {
    await db.end().catch(() => db.destroy());
  }
}
