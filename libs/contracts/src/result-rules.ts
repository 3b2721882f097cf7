import { normalizeRole } from './roles.js';
import type { CaseKind } from './lookups.js';
import type { GynecologicalResult, GynInterpretation, LabSettings, ResultFields } from './results.js';

/** A Pap that is a satisfactory NILM: what staff may release (where allowed) and what QC samples. */
export function isSatisfactoryNilm(kind: CaseKind, fields: Partial<ResultFields>): boolean {
  if (kind !== 'gynecological') return false;
  const f = fields as Partial<GynecologicalResult>;
  return f.adequacy === 'satisfactory' && f.interpretation === 'NILM';
}

/**
 * A Pap under a new interpretation: the details of the old interpretation are cleared (organisms
 * and reactive changes go with NILM, a subtype with AGC or adenocarcinoma, a finding with OTHER).
 */
export function withInterpretation<F extends GynecologicalResult>(fields: F, interpretation: GynInterpretation | null): F {
  return {
    ...fields,
    interpretation,
    organisms: interpretation === 'NILM' ? fields.organisms : [],
    reactiveChanges: interpretation === 'NILM' ? fields.reactiveChanges : [],
    agcSubtype: interpretation === 'AGC' ? fields.agcSubtype : null,
    adenocarcinomaType: interpretation === 'ADENOCARCINOMA' ? fields.adenocarcinomaType : null,
    otherFinding: interpretation === 'OTHER' ? fields.otherFinding : null,
  };
}

/**
 * Who may sign a report out (or amend it), per case: an administrator always; a doctor
 * (pathologist) every surgical, cytological and gynecological case; lab staff (role user) only a
 * satisfactory NILM Pap, and only where the lab settings allow staff to release them. Answers the
 * reason for a refusal, or null. The server decides with it; the result page shows the same reason.
 */
export function signOutRefusal(
  kind: CaseKind,
  fields: Partial<ResultFields>,
  role: string | null | undefined,
  settings: Pick<LabSettings, 'staffMayReleaseNilm'>,
): string | null {
  const r = normalizeRole(role);
  if (r === 'admin' || r === 'doctor') return null;
  if (r !== 'user') return 'Your role does not sign out reports.';
  if (kind !== 'gynecological') return `A pathologist (doctor) signs out ${kind} reports; lab staff cannot.`;
  if (!isSatisfactoryNilm(kind, fields)) return 'This Pap is not a satisfactory NILM: a pathologist (doctor) signs it out.';
  if (!settings.staffMayReleaseNilm) {
    return 'Lab staff may release a satisfactory NILM Pap only where the lab allows it (lab settings: staff may release NILM); a pathologist (doctor) signs this one out.';
  }
  return null;
}
