import { CASE_ROUTES } from './cases.js';
import type { CaseKind } from './lookups.js';

/**
 * A second pathologist's signature before release (issue 32.2): the result names a co-signer, who
 * signs the result as it stands; a later change to the result needs their signature again, and the
 * sign-out waits for it. Printed on the report beside the signer.
 */
export interface CosignDto {
  caseId: number;
  cosignerUsername: string;
  cosignerName: string;
  requestedBy: string;
  requestedAt: string;
  /** When they signed, and the result's version they signed; null until they do. */
  signedAt: string | null;
  signedResultVersion: number | null;
  /** Signed on the result as it stands now (what sign-out needs). */
  current: boolean;
}

/** GET|PUT|DELETE|POST /api/{kind}s/{id}/cosign: the case's co-signature (null: none asked). */
export interface CosignResponse {
  cosign: CosignDto | null;
}

/** PUT …/cosign: ask a pathologist (by their account) to co-sign. */
export interface RequestCosignRequest {
  username: string;
}

/** POST …/cosign: the named co-signer signs (their password again where sign-out asks it). */
export interface CosignRequest {
  password?: string;
}

/** The co-signature as a released version prints it. */
export interface PrintedCosign {
  name: string;
  credentials: string | null;
  at: string;
}

export const COSIGN_API = {
  one: (kind: CaseKind, caseId: number | string) => `/api/${CASE_ROUTES[kind].plural}/${caseId}/cosign`,
} as const;
