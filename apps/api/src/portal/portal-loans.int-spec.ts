// Issue 28.5: loans asked for by the hospital — a guest asks for blocks or unstained slides of its
// hospitals' released cases (the lab's paraffin requests) and follows their status; another hospital's
// case is 404 and nothing is written; the lab's fee, payer and note are not shown.
import { PORTAL_API } from '@pathdesk/contracts';
import { ApiClient } from '../../test/api-client.js';
import { resultsApp, type ResultsApp } from '../../test/results-app.js';
import { registerCase, signedOutCase } from '../../test/results.js';
import { auditOf, sql } from '../../test/sql.js';

describe('loans asked for by the hospital (issue 28.5)', () => {
  let app: ResultsApp;
  let guest2: ApiClient;
  beforeAll(async () => {
    app = await resultsApp();
    guest2 = await ApiClient.signedIn(app.t, 'guest2');
  });
  afterAll(() => app.t.close());

  const release = (hospital: 'mine' | 'theirs') =>
    signedOutCase(app.user, app.doctor, 'surgical', app.refs, {
      caseOverrides: hospital === 'mine' ? {} : { hospitalId: app.refs.otherHospitalId, doctorId: app.refs.otherDoctorId },
    });
  const loanCount = async () => (await sql<{ n: number }[]>(app.t, 'select count(*)::int as n from paraffin_request'))[0]!.n;

  it('asks for a block and slides of its own case, and follows the status as the lab sends it', async () => {
    const { guest, user } = app;
    const mine = await release('mine');
    const offered = (await guest.get(PORTAL_API.caseLoans(mine.case.id)).expect(200)).body;
    expect(offered).toMatchObject({ caseId: mine.case.id, accessionNo: mine.case.accessionNo, loans: [] });
    expect(offered.blocks.length).toBeGreaterThan(0);
    const block = offered.blocks[0];

    const { loan } = (
      await guest
        .post(PORTAL_API.caseLoans(mine.case.id), {
          purpose: 'Second opinion at the referral centre',
          items: [
            { blockId: block.id, type: 'block' },
            { blockId: block.id, type: 'unstained-slides', count: 5 },
          ],
        })
        .expect(201)
    ).body;
    expect(loan).toMatchObject({
      caseId: mine.case.id,
      status: 'requested',
      requester: 'guest',
      createdBy: 'guest',
      items: [
        { blockCode: block.code, type: 'block', count: 1 },
        { type: 'unstained-slides', count: 5 },
      ],
    });
    expect(loan).not.toHaveProperty('fee');
    expect(loan).not.toHaveProperty('billTo');
    expect(await auditOf(app.t, 'paraffin_request', loan.id)).toEqual([expect.objectContaining({ action: 'create', actor_username: 'guest' })]);

    // The lab sees it as a paraffin request of the case's hospital and sends it; the hospital follows.
    const labView = (await user.get(`/api/surgicals/${mine.case.id}/paraffins`).expect(200)).body.paraffins;
    expect(labView).toEqual([expect.objectContaining({ id: loan.id, hospitalId: app.refs.hospitalId, status: 'requested' })]);
    await user.put(`/api/surgicals/${mine.case.id}/paraffins/${loan.id}`, { status: 'sent', sentDate: labView[0].createdAt.slice(0, 10), version: labView[0].version }).expect(200);
    const list = (await guest.get(PORTAL_API.loans).expect(200)).body;
    expect(list.loans.find((l: { id: number }) => l.id === loan.id)).toMatchObject({ status: 'sent', sentDate: expect.any(String) });
    expect(list.total).toBe(list.loans.length);
    expect((await guest2.get(PORTAL_API.loans).expect(200)).body.loans.map((l: { id: number }) => l.id)).not.toContain(loan.id);
  });

  it('answers 404 for another hospital’s case, a case without a released report, and an unknown case — and writes nothing', async () => {
    const theirs = await release('theirs');
    const unreleased = await registerCase(app.user, 'surgical', app.refs);
    const before = await loanCount();
    for (const caseId of [theirs.case.id, unreleased.id, 999999]) {
      await app.guest.get(PORTAL_API.caseLoans(caseId)).expect(404);
      await app.guest.post(PORTAL_API.caseLoans(caseId), { purpose: 'Review', items: [{ blockId: 1, type: 'block' }] }).expect(404);
    }
    expect(await loanCount()).toBe(before);
    // The other hospital's own guest reaches it.
    await guest2.get(PORTAL_API.caseLoans(theirs.case.id)).expect(200);
  });

  it('refuses bad input at the field (400), a block of another case, and other roles (403)', async () => {
    const mine = await release('mine');
    const other = await release('mine');
    const [otherBlock] = (await app.guest.get(PORTAL_API.caseLoans(other.case.id)).expect(200)).body.blocks;
    const before = await loanCount();
    const url = PORTAL_API.caseLoans(mine.case.id);
    const foreign = await app.guest.post(url, { purpose: 'Review', items: [{ blockId: otherBlock.id, type: 'block' }] }).expect(400);
    expect(foreign.body.errors).toEqual([expect.objectContaining({ field: 'items.0.blockId' })]);
    for (const body of [
      {},
      { purpose: '', items: [{ blockId: 1, type: 'block' }] },
      { purpose: 'x', items: [] },
      { purpose: 'x', items: [{ blockId: 1, type: 'block', count: 2 }] },
      { purpose: 'x', items: [{ blockId: 1, type: 'tissue' }] },
      { purpose: 'x', items: [{ blockId: 1, type: 'block' }], fee: 100 },
    ]) {
      await app.guest.post(url, body).expect(400);
    }
    await app.guest.get(`${PORTAL_API.loans}?rows=0`).expect(400);
    expect(await loanCount()).toBe(before);
    for (const client of [app.admin, app.user, app.doctor]) {
      await client.get(PORTAL_API.loans).expect(403);
      await client.post(url, { purpose: 'x', items: [{ blockId: 1, type: 'block' }] }).expect(403);
    }
  });
});
