import type { CaseKind, ReportVersionType, ResultFields } from '@pathdesk/contracts';

/** What kind of version a release makes: the first report, an amendment, an addendum (issue 32.1: the result unchanged). */
type ReleaseType = ReportVersionType;

/**
 * `report.released`: a report version was released — a first sign-out, an amendment, an addendum
 * (reports/addendum.service.ts), or a Pap held for QC and released by its rescreen's agreement. Published once per version, by
 * reports/report-release.ts, inside the releasing transaction, after the version and its audit entry.
 */
export interface ReportReleased {
  caseId: number;
  kind: CaseKind;
  /** The new report_version row. */
  reportId: number;
  version: number;
  type: ReleaseType;
  /** The version this one supersedes (null for the first). */
  previousId: number | null;
  /** The result as released (the version's snapshot). */
  result: ResultFields;
  /** The result's headline as the version stores it (the diagnosis line, or the interpretation). */
  diagnosis: string;
  hospitalId: number;
  releasedAt: Date;
  /** The signer as copied into the version (who caused the release is the context's actor). */
  signer: { id: number; username: string };
  /** The pathologist flagged an unexpected malignancy to phone at sign-out (surgical; issue 15.5). */
  criticalFinding: boolean;
}

/**
 * `result.completed`: a result was put forward as complete — its complete save (the case moves to
 * diagnosed) or its first sign-out, released or held for QC. Published by results/ and reports/
 * inside their transaction; what it records is recorded once per case by its subscriber.
 */
export interface ResultCompleted {
  caseId: number;
  kind: CaseKind;
  result: ResultFields;
  /** An administrator allows what it counts over a limit (the flag was checked by the publisher). */
  override: boolean;
}

/** Every event of the API by name: a publisher and its subscribers agree on the payload here. */
export interface DomainEvents {
  'report.released': ReportReleased;
  'result.completed': ResultCompleted;
}
