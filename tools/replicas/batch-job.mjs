// Dispatch jobs (issue 17.2) for the replica test and the jobs benchmark: released reports waiting
// to be sent, made through the API as the lab does (registered by lab staff, diagnosed and signed
// out by the doctor as the pathologist record linked to the account, with the password), a dispatch
// job queued for them, and its status polled until it ends.
import { surgicalCase } from './workload.mjs';
import { DEMO_PASSWORD } from '../bench/http-client.mjs';

async function expectStatus(promise, status, what) {
  const res = await promise;
  if (res.status !== status) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

/**
 * `count` released surgical reports of `refs.hospitalId`, waiting to be dispatched: their report ids.
 * `first` numbers their HNs (unique per call). `concurrency` cases at once.
 */
export async function releasedReports({ baseUrl, refs, call, signIn, count, first, concurrency = 4 }) {
  const [user, doctor] = [await signIn(baseUrl, 'user'), await signIn(baseUrl, 'doctor')];
  const { signature } = await expectStatus(call(baseUrl, 'GET', '/api/users/me/signature', { headers: doctor }), 200, 'signature');
  const ids = [];
  let next = 0;
  const one = async () => {
    while (next < count) {
      const n = first + next++;
      const { surgical } = await expectStatus(call(baseUrl, 'POST', '/api/surgicals', { headers: user, body: surgicalCase(refs, n) }), 201, 'registration');
      // The pathologist's malignancy and, with no blocks recorded, the reason (issue 24.1, 24.5).
      const fields = {
        gross: 'An ellipse of skin 1.5 cm.',
        microscopic: 'Benign.',
        diagnosis: `Skin, excision (${n}): seborrheic keratosis.`,
        malignancy: 'not-malignant',
        noBlocksReason: 'Shave submitted whole for frozen section.',
        pathologistId: signature.staffId,
      };
      await expectStatus(call(baseUrl, 'PUT', `/api/surgicals/${surgical.id}/result`, { headers: doctor, body: { fields, version: 0, complete: true } }), 200, 'result');
      const { surgicalreport } = await expectStatus(
        call(baseUrl, 'POST', '/api/reports/surgicals/generate', { headers: doctor, body: { caseId: surgical.id, password: DEMO_PASSWORD } }),
        201,
        'sign-out',
      );
      ids.push(surgicalreport.id);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, one));
  return ids;
}

/** Queues a dispatch job of these reports (POST /api/reports/dispatches/jobs, 202): the job. */
export async function startDispatchJob({ baseUrl, refs, call, headers, reportIds }) {
  const { job } = await expectStatus(
    call(baseUrl, 'POST', '/api/reports/dispatches/jobs', { headers, body: { kind: 'surgical', hospitalId: refs.hospitalId, reportIds, note: 'Courier' } }),
    202,
    'dispatch job',
  );
  return job;
}

/** Polls GET /api/jobs/{id} every `everyMs` until `until(job)` (default: it ended); null past `timeoutMs`. */
export async function pollJob({ baseUrl, call, headers, id, until = (job) => job.state === 'done' || job.state === 'failed', everyMs = 100, timeoutMs = 60_000 }) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await call(baseUrl, 'GET', `/api/jobs/${id}`, { headers }).catch(() => null);
    if (res?.status === 200 && until(res.body.job)) return res.body.job;
    if (Date.now() > deadline) return null;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}
