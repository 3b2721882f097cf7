import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { savedState } from './signed-in-state';

type Playwright = PlaywrightWorkerArgs['playwright'];

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'pathdesk-demo';

/** Signs `request`'s cookie jar in through the API, as the web app does; returns the CSRF token. */
export async function signInThrough(request: APIRequestContext, username: string, password = DEMO_PASSWORD): Promise<string> {
  const { csrfToken } = await (await request.get('/api/auth/csrf')).json();
  const login = await request.post('/api/auth/login', { data: { username, password }, headers: { 'x-csrf-token': csrfToken } });
  expect(login.status(), `sign-in as ${username}`).toBe(200);
  // Sign-in renews the token (it is bound to the session): ask for the new one.
  return (await (await request.get('/api/auth/csrf')).json()).csrfToken;
}

/** The API as one signed-in person (a context of its own), with the CSRF header on every change, as the web app sends it. */
export class Api {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly csrf: string,
  ) {}

  /** Reuses the session the setup project saved for a demo account; signs in otherwise. */
  static async as(playwright: Playwright, baseURL: string, username: string, password = DEMO_PASSWORD): Promise<Api> {
    const saved = password === DEMO_PASSWORD ? savedState(username) : undefined;
    const request = await playwright.request.newContext({ baseURL, storageState: saved });
    const csrfToken = saved ? (await (await request.get('/api/auth/csrf')).json()).csrfToken : await signInThrough(request, username, password);
    return new Api(request, csrfToken);
  }

  async get(url: string) {
    const res = await this.request.get(url);
    expect(res.status(), `GET ${url}: ${await res.text()}`).toBe(200);
    return res.json();
  }

  async send(method: 'post' | 'put' | 'delete', url: string, data: unknown, status: number) {
    const res = await this.request[method](url, { data, headers: { 'x-csrf-token': this.csrf } });
    expect(res.status(), `${method.toUpperCase()} ${url}: ${await res.text()}`).toBe(status);
    return res.json();
  }

  /** A POST answered by one of several statuses (a sign-out: 201 released, or 202 held for QC). */
  async sendExpecting(url: string, data: unknown, statuses: readonly number[]): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await this.request.post(url, { data, headers: { 'x-csrf-token': this.csrf } });
    expect(statuses, `POST ${url}: ${await res.text()}`).toContain(res.status());
    return { status: res.status(), body: await res.json() };
  }

  dispose() {
    return this.request.dispose();
  }
}

const PLURAL = { surgical: 'surgicals', cytological: 'cytologicals', gynecological: 'gynecologicals' } as const;
export type Kind = keyof typeof PLURAL;

const unique = () => Date.now().toString(36).slice(-6) + Math.random().toString(36).slice(2, 4);

export interface RegisteredCase {
  id: number;
  accessionNo: string;
  /** The name as the lab writes it (title and names joined, Thai style), from the server. */
  patientName: string;
}

/** A case of `kind` registered by `api` (admin or lab staff) with the first active lookups (or `at` the hospital given), for a patient of its own. */
export async function registerCase(
  api: Api,
  kind: Kind,
  patient: { hn?: string; firstName?: string; lastName?: string } = {},
  at: { hospitalId?: number; receivedAt?: string; specimen?: string } = {},
): Promise<RegisteredCase> {
  const tag = unique();
  const first = async (list: string) => Object.values<{ id: number }[]>(await api.get(`/api/cfgvalues/${list}`))[0]![0]!.id;
  const extra =
    kind === 'gynecological'
      ? { gynTypeId: await first('gynecologicaltypes') }
      : kind === 'cytological'
        ? { cytoTypeId: await first('cytologicaltypes'), source: 'Right thyroid lobe' }
        : {};
  const body = {
    hn: patient.hn ?? `R${tag}`.toUpperCase(),
    patientTitle: 'นาง',
    patientFirstName: patient.firstName ?? 'สมหญิง',
    patientLastName: patient.lastName ?? `ทดสอบ${tag}`,
    sex: 'female',
    ageYears: 52,
    hospitalId: at.hospitalId ?? (await first('hospitals')),
    specimen: at.specimen ?? { surgical: 'Skin, left arm, excision', cytological: 'Thyroid FNA', gynecological: 'Cervical smear' }[kind],
    receivedAt: at.receivedAt ?? new Date(Date.now() - 60_000).toISOString(),
    ...extra,
  };
  const c = (await api.send('post', `/api/${PLURAL[kind]}`, body, 201))[kind];
  return { id: c.id, accessionNo: c.accessionNo, patientName: c.patientName };
}

/** Saves a result as complete (or as an amendment draft), reading its version first. */
export async function saveResult(api: Api, kind: Kind, caseId: number, fields: Record<string, unknown>, amendment = false) {
  const url = `/api/${PLURAL[kind]}/${caseId}/result`;
  const { result } = await api.get(url);
  return api.send('put', url, { fields, version: result.version, ...(amendment ? { amendment: true } : { complete: true }) }, 200);
}

/**
 * A surgical case made ready for its sign-out: lab staff (`bench`) gross it into one block — a case
 * is signed out with its blocks, or with the reason it has none (issue 24.5) — and the pathologist
 * saves the result complete with their decision on its malignancy (issue 24.1).
 */
export async function diagnoseSurgical(bench: Api, doctor: Api, caseId: number, fields: Record<string, unknown>, malignancy: 'malignant' | 'not-malignant' | 'uncertain') {
  await bench.send('post', `/api/surgicals/${caseId}/blocks`, { range: { part: 'A', from: 1, to: 1, slidesEach: 1 } }, 201);
  return saveResult(doctor, 'surgical', caseId, { ...fields, malignancy });
}

/** The demo guest's hospital (BKV; issue 28: a guest reads its hospitals' reports only), for reports a guest must find. */
export async function demoGuestHospitalId(api: Api): Promise<number> {
  const { hospitals } = await api.get('/api/cfgvalues/hospitals');
  const bkv = (hospitals as { id: number; code: string }[]).find((h) => h.code === 'BKV');
  if (!bkv) throw new Error('The demo hospital BKV is not active.');
  return bkv.id;
}

/** An HSIL Pap of the patient, signed out by the doctor (HSIL is never held for QC; it opens a critical call). */
export async function hsilPap(user: Api, doctor: Api, patient: { hn?: string; firstName?: string } = {}, at: { hospitalId?: number } = {}): Promise<RegisteredCase> {
  const c = await registerCase(user, 'gynecological', patient, at);
  const [gynType] = (await doctor.get('/api/cfgvalues/gynecologicaltypes')).gynecologicaltypes;
  const [screener] = (await doctor.get('/api/cfgvalues/screeners')).screeners;
  const { signature } = await doctor.get('/api/users/me/signature');
  await saveResult(doctor, 'gynecological', c.id, {
    gynTypeId: gynType.id,
    adequacy: 'satisfactory',
    interpretation: 'HSIL',
    screenerId: screener.id,
    pathologistId: signature.staffId,
    highRisk: false,
  });
  await doctor.send('post', '/api/reports/gynecologicals/generate', { caseId: c.id, password: DEMO_PASSWORD }, 201);
  return c;
}
