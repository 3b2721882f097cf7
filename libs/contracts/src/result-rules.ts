import { coded, type CodedMessage } from './error-codes.js';
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
export function signOutRefusalCoded(
  kind: CaseKind,
  fields: Partial<ResultFields>,
  role: string | null | undefined,
  settings: Pick<LabSettings, 'staffMayReleaseNilm'>,
): CodedMessage | null {
  const r = normalizeRole(role);
  if (r === 'admin' || r === 'doctor') return null;
  if (r !== 'user') return coded('role_does_not_sign_out');
  if (kind !== 'gynecological') return coded('pathologist_signs_out_kind', { kind });
  if (!isSatisfactoryNilm(kind, fields)) return coded('pap_not_satisfactory_nilm');
  if (!settings.staffMayReleaseNilm) {
    return coded('staff_release_nilm_not_allowed');
  }
  return null;
}

/** The refusal's English words (the result page shows them beside the sign-out button). */
export function signOutRefusal(...args: Parameters<typeof signOutRefusalCoded>): string | null {
  return signOutRefusalCoded(...args)?.message ?? null;
}
