// Fixtures of the result and report tests: the demo lookups results name, complete results per
// kind, and the steps from registration to sign-out through the API.
import { BENCH_API, CASE_ROUTES, REPORT_ROUTES, type CaseKind } from '@pathdesk/contracts';
import type { ApiClient } from './api-client.js';
import { caseBody, caseRefs, type CaseRefs } from './cases.js';
import { sql } from './sql.js';
import { DEMO_PASSWORD, type TestApp } from './test-app.js';

export interface ResultRefs extends CaseRefs {
  pathologistId: number;
  otherPathologistId: number;
  /** A second screener (CaseRefs.screenerId is the first). */
  otherScreenerId: number;
  /** "Repeat Pap smear in 12 months." and "Suggest HPV testing." */
  commentIds: [number, number];
}

export async function resultRefs(t: TestApp): Promise<ResultRefs> {
  const ids = async (category: string) => (await sql<{ id: number }[]>(t, `select id from cfgvalue where category = ? order by id`, [category])).map((r) => r.id);
  const [pathologistId, otherPathologistId] = await ids('pathologist');
  const [, otherScreenerId] = await ids('screener');
  const comments = await sql<{ id: number; name: string }[]>(t, `select id, name from cfgvalue where category = 'gynecologicalcomment'`);
  const comment = (name: string) => comments.find((c) => c.name === name)!.id;
  return {
    ...(await caseRefs(t)),
    pathologistId: pathologistId!,
    otherPathologistId: otherPathologistId!,
    otherScreenerId: otherScreenerId!,
    commentIds: [comment('Repeat Pap smear in 12 months.'), comment('Suggest HPV testing.')],
  };
}

/** A result complete enough to sign out, of each kind (a gynecological one is a satisfactory NILM). */
export function completeFields(kind: CaseKind, refs: ResultRefs, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const fields: Record<CaseKind, Record<string, unknown>> = {
    surgical: {
      gross: 'Received in formalin, an ellipse of skin 2.0 × 1.0 × 0.5 cm with a central nodule 0.8 cm.',
      microscopic: 'Sections show a well-circumscribed dermal proliferation of spindle cells.\nMargins are free.',
      diagnosis: 'Skin, left arm, excision: dermatofibroma, completely excised.',
      // The pathologist's own decision (issue 24.1): a dermatofibroma is benign.
      malignancy: 'not-malignant',
      comment: null,
      pathologistId: refs.pathologistId,
    },
    cytological: {
      cytoTypeId: refs.cytoTypeId,
      adequacy: 'satisfactory',
      category: 'negative',
      interpretation: 'Benign follicular nodule (Bethesda II).',
      diagnosis: 'Thyroid, right lobe, FNA: benign follicular nodule.',
      screenerId: refs.screenerId,
      pathologistId: refs.pathologistId,
    },
    gynecological: {
      gynTypeId: refs.gynTypeId,
      adequacy: 'satisfactory',
      adequacyNote: 'Endocervical/transformation zone component present.',
      interpretation: 'NILM',
      organisms: ['candida'],
      reactiveChanges: ['inflammation'],
      commentIds: [refs.commentIds[0]],
      screenerId: refs.screenerId,
      highRisk: false,
    },
  };
  return { ...fields[kind], ...overrides };
}

/** An abnormal Pap: needs a pathologist; never sampled by QC. */
export function abnormalPap(refs: ResultRefs, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return completeFields('gynecological', refs, {
    interpretation: 'HSIL',
    organisms: [],
    reactiveChanges: [],
    commentIds: [refs.commentIds[1]],
    pathologistId: refs.pathologistId,
    ...overrides,
  });
}

export const resultUrl = (kind: CaseKind, id: number) => `/api/${CASE_ROUTES[kind].plural}/${id}/result`;
export const generateUrl = (kind: CaseKind) => `/api/reports/${REPORT_ROUTES[kind].plural}/generate`;
export const reportUrl = (kind: CaseKind, id: number) => `/api/reports/${REPORT_ROUTES[kind].plural}/${id}`;

export interface RegisteredCase {
  id: number;
  accessionNo: string;
  status: string;
  [field: string]: unknown;
}

/** A new case of `kind`, registered by lab staff (`registrar`). */
export async function registerCase(registrar: ApiClient, kind: CaseKind, refs: CaseRefs, overrides: Record<string, unknown> = {}): Promise<RegisteredCase> {
  const { plural, singular } = CASE_ROUTES[kind];
  return (await registrar.post(`/api/${plural}`, caseBody(kind, refs, overrides)).expect(201)).body[singular];
}

/** Saves a complete result (case → diagnosed); answers the ResultDto. */
export async function diagnose(client: ApiClient, kind: CaseKind, caseId: number, fields: Record<string, unknown>) {
  const current = (await client.get(resultUrl(kind, caseId)).expect(200)).body.result;
  return (await client.put(resultUrl(kind, caseId), { fields, version: current.version, complete: true }).expect(200)).body.result;
}

/**
 * Lab staff gross a surgical case into one block (A1), as the bench does before a sign-out (issue
 * 24.5: a surgical case is signed out with its blocks, or with the reason it has none); nothing for
 * the other kinds.
 */
export async function grossForSignOut(registrar: ApiClient, kind: CaseKind, caseId: number): Promise<void> {
  if (kind === 'surgical') await registrar.post(BENCH_API.blocks(kind, caseId), { range: { part: 'A', from: 1, to: 1, slidesEach: 1 } }).expect(201);
}

/** A case registered by `registrar` (and grossed, surgical), diagnosed and signed out by `signer`: answers the case and its report. */
export async function signedOutCase(
  registrar: ApiClient,
  signer: ApiClient,
  kind: CaseKind,
  refs: ResultRefs,
  options: { fields?: Record<string, unknown>; caseOverrides?: Record<string, unknown> } = {},
) {
  const c = await registerCase(registrar, kind, refs, options.caseOverrides);
  await grossForSignOut(registrar, kind, c.id);
  await diagnose(signer, kind, c.id, options.fields ?? completeFields(kind, refs));
  const res = await signer.post(generateUrl(kind), { password: DEMO_PASSWORD, caseId: c.id });
  if (res.status !== 201) throw new Error(`Sign-out of ${c.accessionNo} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { case: c, report: res.body[REPORT_ROUTES[kind].one] };
}
