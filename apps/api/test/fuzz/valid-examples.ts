// Bodies that each write route accepts (the fuzz's seed corpus): a hostile value put into one field
// of a body that is otherwise valid reaches the service and the database, not only the schema.
import { CASE_KINDS, CASE_ROUTES, REPORT_ROUTES } from '@pathdesk/contracts';
import { INVOICE_KINDS, INVOICE_ROUTES } from '@pathdesk/contracts';
import { caseBody } from '../cases.js';
import { completeFields, type ResultRefs } from '../results.js';

let unique = 0;
const next = () => `${Date.now().toString(36)}${(unique++).toString(36)}`;

export function validExamples(refs: ResultRefs, me: { id: number }): Record<string, () => Record<string, unknown>> {
  const examples: Record<string, () => Record<string, unknown>> = {
    'post /api/users': () => ({ username: `fz${next()}`, name: 'Fuzz Person', role: 'user', password: 'correct horse battery' }),
    'put /api/users/:id': () => ({ name: 'Renamed Person' }),
    'put /api/users/reset-password/:id': () => ({ newPassword: 'correct horse battery' }),
    [`put /api/users/change-password/:id`]: () => ({ currentPassword: 'pathdesk-demo', newPassword: 'correct horse battery' }),
    'delete /api/users': () => ({ ids: [me.id + 100] }),
    'post /api/register': () => ({ username: `fz${next()}`, password: 'correct horse battery' }),
    'post /api/cfgvalues': () => ({ category: 'company', name: `Company ${next()}`, sortOrder: 5 }),
    'put /api/cfgvalues/:id': () => ({ name: `Renamed ${next()}` }),
    'delete /api/cfgvalues': () => ({ ids: [99_999] }),
    'post /api/hospitals': () => ({ code: `H${next()}`.slice(0, 20).toUpperCase(), nameTh: 'โรงพยาบาลทดสอบ', address: 'Bangkok' }),
    'put /api/hospitals/:id': () => ({ nameEn: 'Test Hospital' }),
    'post /api/doctors': () => ({ title: 'นพ.', name: `หมอ ${next()}`, hospitalId: refs.hospitalId }),
    'put /api/doctors/:id': () => ({ name: `หมอ ${next()}` }),
    'post /api/setting': () => ({ kind: 'surgical', letters: 'FZ', era: 'BE', width: 5 }),
    'put /api/setting/:id': () => ({ width: 6 }),
    'put /api/lab-settings': () => ({ labName: 'PathDesk Lab', labAddress: 'Bangkok', labPhone: '02 000 0000', staffMayReleaseNilm: false, qcRate: 0.1 }),
    'post /api/reports/gynecologicals/rescreens/:id': () => ({ agree: true, note: 'Rescreened.' }),
    'post /api/tests': () => ({ code: `FZ${next()}`.slice(0, 30).toUpperCase(), name: 'Fuzz stain', category: 'special-stain', defaultPrice: '350.00' }),
    'put /api/users/me/language': () => ({ language: 'th' }),
    'put /api/tests/:id': () => ({ name: `Renamed stain ${next()}`, prices: [{ hospitalId: refs.hospitalId, kind: 'surgical', price: '300' }] }),
    'post /api/additionals/done': () => ({ code: 'SLD-1', resultNote: 'Positive.' }),
    // Issue 14: a dispatch (report 1 is seldom waiting: a refusal at the field is a valid answer too) and the turnaround settings.
    'post /api/reports/dispatches': () => ({ kind: 'surgical', hospitalId: refs.hospitalId, reportIds: [1], note: 'Courier' }),
    // Issue 29: an HL7 link to a loopback port nothing listens on (the outbox retries; nothing is sent), and a rename.
    'post /api/interfaces': () => ({
      kind: 'hl7v2-mllp',
      hospitalId: refs.hospitalId,
      host: '127.0.0.1',
      port: 9,
      sendingApplication: 'PATHDESK',
      sendingFacility: 'LAB',
      receivingApplication: 'HIS',
      receivingFacility: 'HOSP',
    }),
    'put /api/interfaces/:id': () => ({ version: 1, name: `Link ${next()}` }),
    // Issue 29.4: receiving an order by its number (none waits with it: a 404 is a valid answer too); a ServiceRequest
    // from a session (refused: only a hospital's token places orders).
    'post /api/orders/receive': () => ({ orderNo: `HX-${next()}` }),
    'post /api/fhir/ServiceRequest': () => ({ resourceType: 'ServiceRequest', status: 'active', intent: 'order', subject: { reference: '#p' } }),
    // Issue 28: a guest acknowledges report 1 (not theirs or not there: a 404 or a refusal is a valid answer too).
    'post /api/portal/receipts': () => ({ reportIds: [1] }),
    // Issue 28.3: report 1 as a merged PDF (not theirs or not there: a 404 is a valid answer too).
    'post /api/portal/reports/pdf': () => ({ reportIds: [1] }),
    // Issue 28.4–28.5: a requisition as a hospital orders it (no reception time, no price), its receipt with a change, a loan of block 1 of case 1.
    'post /api/requisitions': () => {
      const { receivedAt: _r, price: _p, ...order } = caseBody('surgical', refs, { hn: `${Math.floor(Math.random() * 9_000_000) + 1_000_000}` });
      return { kind: 'surgical', case: order };
    },
    'post /api/requisitions/:id/receive': () => ({ changes: { notes: 'Part B not received.' } }),
    'post /api/portal/cases/:caseId/loans': () => ({ purpose: 'Second opinion', items: [{ blockId: 1, type: 'block' }] }),
    'put /api/lab-settings/turnaround': () => ({
      targets: [
        { kind: 'surgical', days: 2, share: 0.9 },
        { kind: 'cytological', days: 2, share: 0.8 },
        { kind: 'gynecological', days: 3, share: 0.8 },
      ],
      closures: [{ from: '2026-12-28', to: '2026-12-30', reason: 'ปิดปรับปรุงห้องปฏิบัติการ' }],
    }),
    // Patient safety (issue 15).
    'post /api/reports/gynecologicals/lookbacks/:id': () => ({ outcome: 'discordant', correctedInterpretation: 'ASC-US', changesCare: false, note: 'Rescreened.' }),
    'post /api/notifications/:id': () => ({ notifiedPerson: 'Nurse on ward 5', notifiedAt: new Date().toISOString(), method: 'phone', readBack: true, note: 'Read back.' }),
    'put /api/workload/:screenerId/days/:date': () => ({ hours: 7.5 }),
    'post /api/reports/gynecologicals/correlations/:id': () => ({ outcome: 'minor', note: 'Pap LSIL; biopsy CIN 2.' }),
    'put /api/reports/gynecologicals/correlations/:id': () => ({ outcome: 'major', note: 'Pap NILM; biopsy CIN 3.' }),
    // Issue 24.1: a pathologist's category for a migrated surgical report (report 1 is seldom one: a 404 is a valid answer too).
    'post /api/surgicals/summary/malignancy-reviews/:reportId': () => ({ malignancy: 'not-malignant', note: 'Re-read.' }),
    // Issue 30: an administrator retires a synoptic template version (audited when its state changes).
    'put /api/synoptic/templates/:templateId/versions/:version': () => ({ retired: true, reason: 'Superseded by the next edition' }),
    // Issue 33: an administrator pins a remote to a release it has (an unknown version is a 400).
    'put /api/shell-config/pins/:name': () => ({ version: '1.0.0' }),
    // Custody (issue 31): labels only as a download (no printer is set here), disposals approved by lab staff.
    'post /api/custody/scans': () => ({ code: 'BLK-1', step: 'grossing', station: 'fuzz' }),
    'post /api/custody/retrievals': () => ({ code: 'BLK-1', reason: 'Recuts' }),
    'post /api/custody/returns': () => ({ code: 'BLK-1' }),
    'post /api/custody/locations': () => ({ code: `FZ-${next()}`.slice(0, 30).toUpperCase(), name: 'Fuzz box', kind: 'box' }),
    'put /api/custody/locations/:id': () => ({ version: 1, name: `Box ${next()}` }),
    'post /api/custody/labels': () => ({ codes: ['BLK-1', 'SLD-1'], output: 'zpl' }),
    'put /api/custody/holds/:caseId': () => ({ reason: 'Court order 1/2569' }),
    'post /api/custody/disposals': () => ({ codes: ['BLK-1'], reason: 'Retention ended', approver: { username: 'user', password: 'pathdesk-demo' } }),
  };
  // A part with a synoptic report and ICD-O-3 codes (issue 30), so that the fuzzer bends those too.
  const SYNOPTIC_PART = {
    letter: 'A',
    diagnosis: 'Invasive carcinoma of no special type.',
    malignancy: 'malignant',
    synoptic: { templateId: 'breast-invasive-resection', version: 1, values: { laterality: 'left', 'invasive-size': 25, 'nodes-status': 'examined', 'nodes-positive': 2 } },
    icdO3: { topography: 'C50.4', morphology: '8500/3' },
  };
  for (const kind of CASE_KINDS) {
    const base = `/api/${CASE_ROUTES[kind].plural}`;
    examples[`post ${base}`] = () => caseBody(kind, refs, { hn: `${Math.floor(Math.random() * 9_000_000) + 1_000_000}` });
    examples[`post ${base}/new`] = examples[`post ${base}`]!;
    examples[`put ${base}/:id`] = () => ({ clinicalHistory: 'Updated history', version: 1 });
    examples[`put ${base}/:id/result`] = () => ({ fields: completeFields(kind, refs, kind === 'surgical' ? { parts: [SYNOPTIC_PART] } : {}), version: 0 });
    examples[`post /api/reports/${REPORT_ROUTES[kind].plural}/generate`] = () => ({ caseId: 1 });
    examples[`post /api/reports/${REPORT_ROUTES[kind].plural}/:id/addenda`] = () => ({ text: 'Immunohistochemistry: CK7 positive, CK20 negative.', password: 'pathdesk-demo' });
    // The bench work of a case (issue 12).
    examples[`post ${base}/:id/blocks`] = () => ({ range: { part: 'A', from: 1, to: 2, slidesEach: 1 } });
    examples[`put ${base}/:id/blocks/:blockId`] = () => ({ version: 1, description: 'Tumour, deep margin' });
    examples[`post ${base}/:id/slides`] = () => ({ blockId: 1, count: 1, stain: 'PAS' });
    examples[`post ${base}/:id/additionals`] = () => ({ blockId: 1, testIds: [1, 2], note: 'IHC panel' });
    examples[`put ${base}/:id/additionals/:orderId`] = () => ({ version: 1, status: 'in_progress' });
    examples[`put ${base}/:id/biomarkers/:orderId`] = () => ({ input: { percent: 90, intensity: 'strong' }, version: 0 });
    examples[`put ${base}/:id/cosign`] = () => ({ username: 'doctor' });
    examples[`post ${base}/:id/cosign`] = () => ({ password: 'pathdesk-demo' });
    examples[`post ${base}/:id/consultations`] = () => ({ consultantUsername: 'doctor', question: 'Do you agree with the grade?' });
    examples[`post ${base}/:id/frozen-sections`] = () => ({ specimen: 'Sentinel lymph node, left axilla', receivedAt: new Date(Date.now() - 30 * 60_000).toISOString() });
    examples[`post ${base}/:id/paraffins`] = () => ({ requester: 'Referral centre', purpose: 'Second opinion', items: [{ blockId: 1, type: 'block' }], fee: '200' });
    examples[`put ${base}/:id/paraffins/:requestId`] = () => ({ version: 1, status: 'sent', sentDate: '2026-01-05', courierNote: 'EMS' });
  }
  examples['post /api/consultations/:id/opinion'] = () => ({ opinion: 'agree' });
  examples['post /api/consultations/:id/outside-report'] = () => ({ report: 'Follicular lymphoma, grade 1-2.', opinion: 'agree' });
  // Frozen sections' steps (issue 32.3).
  examples['post /api/surgicals/:id/frozen-sections/:fsId/report'] = () => ({
    diagnosis: 'Negative for metastatic carcinoma.',
    reportedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
    version: 1,
  });
  examples['post /api/surgicals/:id/frozen-sections/:fsId/call'] = () => ({ calledTo: 'Dr. Somchai (surgeon)', calledAt: new Date().toISOString(), readBack: true, version: 2 });
  // Invoices (issue 13): a month-end of a month with nothing to bill, so its job writes no row while other routes are fuzzed.
  const today = new Date().toISOString().slice(0, 10);
  for (const kind of INVOICE_KINDS) {
    const base = `/api/reports/${INVOICE_ROUTES[kind].list}`;
    examples[`post ${base}`] = () => ({ from: today, to: today, note: 'Fuzz draft' });
    examples[`put ${base}/:id`] = () => ({ version: 1, discount: '0', discountNote: 'None', note: 'Reviewed' });
    examples[`post ${base}/:id/issue`] = () => ({ version: 1 });
    examples[`post ${base}/:id/void`] = () => ({ version: 2, reason: 'Wrong price' });
    examples[`post ${base}/:id/payments`] = () => ({ date: today, amount: '1.00', reference: 'TR-1' });
    examples[`post ${base}/:id/payments/:paymentId/reverse`] = () => ({ version: 3, reason: 'Cheque bounced' });
    examples[`post ${base}/:id/credit-notes`] = () => ({ version: 3, reason: 'Overcharged', amount: '1.00' });
    examples[`post ${base}/month-end`] = () => ({ month: '2020-01' });
  }
  // Issue 17.2: the same dispatch as a job; a summary export job of a month long past (a small file).
  examples['post /api/reports/dispatches/jobs'] = examples['post /api/reports/dispatches']!;
  for (const kind of CASE_KINDS) examples[`post /api/${CASE_ROUTES[kind].plural}/summary/export/jobs`] = () => ({ from: '2020-01-01', to: '2020-01-31', format: 'csv' });
  return examples;
}
