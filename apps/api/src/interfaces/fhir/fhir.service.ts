import { coded } from '@pathdesk/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Bundle, CapabilityStatement, CapabilityStatementRestResource, DiagnosticReport, Resource } from '@medplum/fhirtypes';
import { readBlocksOf } from '../../bench/sql/bench-rows.js';
import type { Actor } from '../../identity/actor.js';
import { REPORT_COLUMNS, rowToReportDto, type ReportRow } from '../../reports/report-rows.js';
import { ReportsService } from '../../reports/reports.service.js';
import { blockSpecimenId, slideSpecimenId, toDiagnosticReport, toObservations, toOrganization, toPatient, toPractitioner, toSpecimens, type FhirReport } from './fhir-resources.js';
import type { ReportSearch } from './fhir-search.js';

/** Who reads: a signed-in user (every hospital, `hospitalId` null) or a hospital's token (its hospital only). */
export interface FhirScope {
  hospitalId: number | null;
}

type Row = ReportRow & { patientId: number; hospitalId: number; hospitalCode: string; mophCode: string | null; hospitalNameTh: string; hospitalNameEn: string | null };

const FROM = `report_version r join pathology_case c on c.id = r.case_id join hospital h on h.id = r.hospital_id`;
const COLUMNS = `${REPORT_COLUMNS}, c.patient_id as "patientId", r.hospital_id as "hospitalId", h.code as "hospitalCode", h.moph_code as "mophCode",
  h.name_th as "hospitalNameTh", h.name_en as "hospitalNameEn"`;

const notFound = (what: string) => new NotFoundException(coded('fhir_not_found', { what }));

/**
 * The FHIR R4 read API's data (issue 29.1; README.md): released versions only, read from their
 * snapshots, filtered by the caller's hospital in the query itself — another hospital's record is
 * never fetched (404).
 */
@Injectable()
export class FhirService {
  constructor(
    private readonly em: EntityManager,
    private readonly reports: ReportsService,
  ) {}

  capabilities(base: string): CapabilityStatement {
    const read = (type: CapabilityStatementRestResource['type'], search: { name: string; type: 'token' | 'date' | 'number' }[] = []): CapabilityStatementRestResource => ({
      type,
      interaction: [{ code: 'read' as const }, ...(search.length ? [{ code: 'search-type' as const }] : [])],
      ...(search.length ? { searchParam: search } : {}),
    });
    return {
      resourceType: 'CapabilityStatement',
      status: 'active',
      date: '2026-11-27',
      publisher: 'PathDesk',
      kind: 'instance',
      implementation: { description: 'PathDesk pathology reports', url: base },
      fhirVersion: '4.0.1',
      format: ['application/fhir+json'],
      rest: [
        {
          mode: 'server',
          security: { description: 'A session (signed-in user) or Authorization: Bearer <token> of a hospital’s fhir-token interface, which reads that hospital’s reports only.' },
          resource: [
            read('DiagnosticReport', [
              { name: 'identifier', type: 'token' },
              { name: 'patient.identifier', type: 'token' },
              { name: '_lastUpdated', type: 'date' },
              { name: '_count', type: 'number' },
            ]),
            read('Patient'),
            read('Specimen'),
            read('Observation'),
            read('Practitioner'),
            read('Organization'),
            read('Binary'),
          ],
        },
      ],
    };
  }

  async searchReports(search: ReportSearch, scope: FhirScope, base: string, selfUrl: string): Promise<Bundle> {
    const where: string[] = [`r.kind in ('surgical', 'cytological', 'gynecological')`];
    const params: unknown[] = [];
    if (scope.hospitalId !== null) {
      where.push('r.hospital_id = ?');
      params.push(scope.hospitalId);
    }
    if (search.accessionNo) {
      where.push('r.accession_no = ?');
      params.push(search.accessionNo);
    }
    if (search.citizenId) {
      where.push('c.patient_id = (select p.id from patient p where p.citizen_id = ?)');
      params.push(search.citizenId);
    }
    if (search.hn) {
      where.push(`r.hn = ? and r.hospital_id in (select x.id from hospital x where x.moph_code = ? or x.code = upper(?))`);
      params.push(search.hn.hn, search.hn.hospitalCode, search.hn.hospitalCode);
    }
    if (search.releasedFrom) {
      where.push(`r.released_at ${search.releasedFrom.inclusive ? '>=' : '>'} ?`);
      params.push(search.releasedFrom.at);
    }
    if (search.releasedTo) {
      where.push(`r.released_at ${search.releasedTo.inclusive ? '<=' : '<'} ?`);
      params.push(search.releasedTo.at);
    }
    const condition = where.join(' and ');
    // The count and the page side by side; the page's blocks and slides in two statements, not two per report.
    const [[{ total }], rows] = (await Promise.all([
      this.em.execute<{ total: number }[]>(`select count(*)::int as total from ${FROM} where ${condition}`, params),
      search.count === 0
        ? []
        : this.em.execute<Row[]>(`select ${COLUMNS} from ${FROM} where ${condition} order by r.released_at, r.id limit ? offset ?`, [...params, search.count, search.offset]),
    ])) as [[{ total: number }], Row[]];
    const reports = await this.fhirReports(rows);
    const page = (offset: number) => `${selfUrl.replace(/([?&])_offset=\d+&?/, '$1').replace(/[?&]$/, '')}${selfUrl.includes('?') ? '&' : '?'}_offset=${offset}`;
    const links: Bundle['link'] = [{ relation: 'self', url: selfUrl }];
    if (search.offset + rows.length < total && search.count > 0) links.push({ relation: 'next', url: page(search.offset + search.count) });
    if (search.offset > 0) links.push({ relation: 'previous', url: page(Math.max(0, search.offset - search.count)) });
    return {
      resourceType: 'Bundle',
      type: 'searchset',
      total,
      link: links,
      entry: reports.map((f) => ({ fullUrl: `${base}/DiagnosticReport/${f.report.id}`, resource: toDiagnosticReport(f, base), search: { mode: 'match' as const } })),
    };
  }

  async diagnosticReport(id: number, scope: FhirScope, base: string): Promise<DiagnosticReport> {
    return toDiagnosticReport(await this.reportById(id, scope, 'DiagnosticReport'), base);
  }

  async patient(id: number, scope: FhirScope): Promise<Resource> {
    return toPatient(await this.latest('c.patient_id = ?', [id], scope, 'Patient'));
  }

  /** `{caseId}`, `{caseId}-b{blockId}` or `{caseId}-s{slideId}`. */
  async specimen(id: string, scope: FhirScope): Promise<Resource> {
    const m = /^(\d{1,9})(?:-([bs])(\d{1,9}))?$/.exec(id);
    if (!m) throw notFound('Specimen');
    const f = await this.latest('r.case_id = ?', [Number(m[1])], scope, 'Specimen');
    const wanted = m[2] === 'b' ? blockSpecimenId(Number(m[1]), Number(m[3])) : m[2] === 's' ? slideSpecimenId(Number(m[1]), Number(m[3])) : m[1];
    const found = toSpecimens(f).find((s) => s.id === wanted);
    if (!found) throw notFound('Specimen');
    return found;
  }

  /** `{reportId}-{section}`, or a synoptic report's `{reportId}-syn-{part}[-{element}]` / `{reportId}-icdo3-{part}`. */
  async observation(id: string, scope: FhirScope): Promise<Resource> {
    const m = /^(\d{1,9})-([a-z0-9-]{1,54})$/.exec(id);
    if (!m) throw notFound('Observation');
    const found = toObservations(await this.reportById(Number(m[1]), scope, 'Observation')).find((o) => o.id === id);
    if (!found) throw notFound('Observation');
    return found;
  }

  async practitioner(id: number, scope: FhirScope): Promise<Resource> {
    return toPractitioner((await this.latest('r.signed_by_id = ?', [id], scope, 'Practitioner')).report);
  }

  async organization(id: number, scope: FhirScope): Promise<Resource> {
    if (scope.hospitalId !== null && scope.hospitalId !== id) throw notFound('Organization');
    const [h] = await this.em.execute<FhirReport['hospital'][]>(`select id, code, moph_code as "mophCode", name_th as "nameTh", name_en as "nameEn" from hospital where id = ?`, [
      id,
    ]);
    if (!h) throw notFound('Organization');
    return toOrganization(h);
  }

  /** The version's PDF (DiagnosticReport.presentedForm), rendered from its snapshot; its disclosure is audited by reports. */
  async pdf(actor: Actor, id: number, scope: FhirScope): Promise<{ pdf: Uint8Array; filename: string }> {
    const { report } = await this.reportById(id, scope, 'Binary');
    const doc = await this.reports.document(actor, report.kind, report.id, 'pdf');
    if (doc.format !== 'pdf') throw notFound('Binary');
    return { pdf: doc.pdf, filename: doc.filename };
  }

  private async reportById(id: number, scope: FhirScope, what: string): Promise<FhirReport> {
    return this.latest('r.id = ?', [id], scope, what);
  }

  /** The newest version matching `condition` within the scope, as a FhirReport; 404 when none. */
  private async latest(condition: string, params: unknown[], scope: FhirScope, what: string): Promise<FhirReport> {
    const scoped = scope.hospitalId === null ? '' : ' and r.hospital_id = ?';
    const [row] = await this.em.execute<Row[]>(`select ${COLUMNS} from ${FROM} where ${condition}${scoped} order by r.released_at desc, r.id desc limit 1`, [
      ...params,
      ...(scope.hospitalId === null ? [] : [scope.hospitalId]),
    ]);
    if (!row) throw notFound(what);
    return (await this.fhirReports([row]))[0]!;
  }

  private async fhirReports(rows: Row[]): Promise<FhirReport[]> {
    const bench = await readBlocksOf(
      this.em,
      rows.map((row) => row.caseId),
    );
    return rows.map((row) => {
      const report = rowToReportDto(row);
      const { blocks, slides } = bench.get(report.caseId)!;
      return {
        report,
        patientId: row.patientId,
        hospital: { id: row.hospitalId, code: row.hospitalCode, mophCode: row.mophCode, nameTh: row.hospitalNameTh, nameEn: row.hospitalNameEn },
        blocks,
        slides,
      };
    });
  }
}
