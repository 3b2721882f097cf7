import type { EntityManager } from '@mikro-orm/postgresql';
import type { InterfaceSettings } from '@pathdesk/contracts';
import type { ReportReleased } from '../events/domain-events.js';

/** An enabled interface a release goes out through. */
interface ReleaseInterface {
  id: number;
  settings: InterfaceSettings;
}

/** Where a release goes beyond the lab: its hospital's HL7 interfaces, and the HOSxP that ordered the case. */
export interface ReleaseTargets {
  hl7: ReleaseInterface[];
  /** The case's order number from its hospital's system (HL7's OBR-2), if it came with one. */
  orderNo: string | null;
  /** The HOSxP interface whose order the case came from, when it is enabled. */
  hosxp: (ReleaseInterface & { orderNo: string }) | null;
}

/**
 * Both interfaces' targets of a release in one statement (a sign-out's statements are its time under
 * load: docs/operations.md) — most releases have none, and learn it here at the cost of one round trip.
 */
export async function releaseTargets(em: EntityManager, release: Pick<ReportReleased, 'caseId' | 'hospitalId'>): Promise<ReleaseTargets> {
  const rows = await em.execute<{ id: number | null; kind: string | null; settings: InterfaceSettings | null; orderNo: string | null }[]>(
    `select i.id, i.kind, i.settings, o.order_no as "orderNo"
       from (select 1) one
       left join case_order o on o.case_id = ?
       left join interface i on i.enabled and ((i.kind = 'hl7v2-mllp' and i.hospital_id = ?) or (i.kind = 'hosxp' and i.id = o.interface_id))
      order by i.id`,
    [release.caseId, release.hospitalId],
  );
  const orderNo = rows[0]?.orderNo ?? null;
  const found = rows.filter((row) => row.id !== null);
  const hosxp = found.find((row) => row.kind === 'hosxp');
  return {
    hl7: found.filter((row) => row.kind === 'hl7v2-mllp').map((row) => ({ id: row.id!, settings: row.settings! })),
    orderNo,
    hosxp: hosxp && orderNo !== null ? { id: hosxp.id!, settings: hosxp.settings!, orderNo } : null,
  };
}
