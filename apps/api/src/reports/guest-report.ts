import {
  PRINTED_CASE_FIELDS,
  PRINTED_REPORT_FIELDS,
  PRINTED_RESULT_FIELDS,
  PRINTED_SIGNATURE_FIELDS,
  PRINTED_STUDY_FIELDS,
  type CaseKind,
  type GuestReportDto,
  type ReportDto,
} from '@pathdesk/contracts';

/** The named fields of `value` that it has (a version released before a field existed lacks it). */
function pick<T extends object, F extends keyof T>(value: T, fields: readonly F[]): Pick<T, F> {
  return Object.fromEntries(fields.filter((f) => Object.hasOwn(value, f)).map((f) => [f, value[f]])) as Pick<T, F>;
}

/** The lookup ids a printed result names (`cytoTypeId`, `gynTypeId`, `commentIds`). */
function lookupIdsOf(result: object): number[] {
  return Object.entries(result).flatMap(([field, value]) => (/Ids?$/.test(field) ? ([] as unknown[]).concat(value).filter((id): id is number => typeof id === 'number') : []));
}

/**
 * A released version as a guest receives it: what the printed report shows, no more (issue 24.9;
 * the fields are listed in the contracts' guest-report.ts).
 */
export function toGuestReport<K extends CaseKind>(report: ReportDto<K>): GuestReportDto<K> {
  const { snapshot } = report;
  const printed: readonly string[] = PRINTED_RESULT_FIELDS[report.kind];
  const stored: Record<string, unknown> = { ...snapshot.result };
  const result = pick(stored, printed) as GuestReportDto<K>['snapshot']['result'];
  const lookups = Object.fromEntries(
    lookupIdsOf(result).flatMap((id) => (snapshot.lookups[`cfgvalue:${id}`] === undefined ? [] : [[`cfgvalue:${id}`, snapshot.lookups[`cfgvalue:${id}`]!]])),
  );
  return {
    ...pick(report, PRINTED_REPORT_FIELDS),
    snapshot: {
      case: pick(snapshot.case, PRINTED_CASE_FIELDS),
      result,
      lookups,
      lab: { name: snapshot.lab.name, address: snapshot.lab.address, phone: snapshot.lab.phone },
      ...(snapshot.additionals ? { additionals: snapshot.additionals.map((study) => pick(study, PRINTED_STUDY_FIELDS)) } : {}),
      ...(snapshot.changedParts ? { changedParts: snapshot.changedParts } : {}),
      ...(snapshot.addenda ? { addenda: snapshot.addenda } : {}),
      ...(snapshot.synoptic ? { synoptic: snapshot.synoptic } : {}),
      ...(snapshot.frozenSections ? { frozenSections: snapshot.frozenSections } : {}),
      ...(snapshot.cosignedBy ? { cosignedBy: snapshot.cosignedBy } : {}),
      ...(snapshot.outsideConsultations ? { outsideConsultations: snapshot.outsideConsultations } : {}),
    },
    signedBy: pick(report.signedBy, PRINTED_SIGNATURE_FIELDS),
  };
}
