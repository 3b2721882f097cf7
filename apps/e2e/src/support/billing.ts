// Fixtures of the invoice specs: a hospital of the test's own (so no other test's cases land on its
// invoices, and "all payers" of other tests never meet it), surgical cases at their own prices, an
// invoice issued through the API, and PDFs read back with pdftotext.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import type { APIResponse, TestInfo } from '@playwright/test';
import { labDay } from '@pathdesk/contracts';
import type { Api } from './api';

export const unique = () => Date.now().toString(36).slice(-6) + Math.random().toString(36).slice(2, 4);

/** The text of a PDF file, as pdftotext reads it (pages end with a form feed). */
export function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-layout', file, '-'], { encoding: 'utf8' });
}

/** The text of a PDF the API answered, kept in the test's output folder under `name`. */
export async function pdfTextOf(response: APIResponse, info: TestInfo, name: string): Promise<string> {
  const file = info.outputPath(name);
  writeFileSync(file, await response.body());
  return pdfText(file);
}

export interface Hospital {
  id: number;
  name: string;
}

/** A hospital of the test's own (hospitals are the admin's to make). */
export async function newHospital(admin: Api): Promise<Hospital> {
  const code = `INV${unique()}`.toUpperCase();
  const name = `โรงพยาบาลใบแจ้งหนี้ ${code}`;
  const { hospital } = await admin.send('post', '/api/hospitals', { code, nameTh: name, address: '99 ถนนพระราม 4 กรุงเทพฯ' }, 201);
  return { id: hospital.id, name };
}

/** A surgical case from `hospital`, received a minute ago, at its own price (baht). */
export async function surgicalCase(user: Api, hospital: Hospital, price: number) {
  const tag = unique();
  const body = {
    hn: `I${tag}`.toUpperCase(),
    patientTitle: 'นาง',
    patientFirstName: 'สมใจ',
    patientLastName: `บิลลิ่ง${tag}`,
    sex: 'female',
    ageYears: 47,
    hospitalId: hospital.id,
    specimen: 'Skin, right forearm, excision',
    receivedAt: new Date(Date.now() - 60_000).toISOString(),
    price,
  };
  const { surgical } = await user.send('post', '/api/surgicals', body, 201);
  return { id: surgical.id as number, accessionNo: surgical.accessionNo as string };
}

/** This month's surgical invoice of `hospital` so far, drafted and issued through the API. */
export async function issuedThrough(user: Api, hospital: Hospital): Promise<{ id: number; number: string; version: number }> {
  const today = labDay();
  const { surgicalinvoices } = await user.send(
    'post',
    '/api/reports/surgicalinvoices',
    { payer: { type: 'hospital', id: hospital.id }, from: `${today.slice(0, 7)}-01`, to: today },
    201,
  );
  const [draft] = surgicalinvoices;
  const { surgicalinvoice } = await user.send('post', `/api/reports/surgicalinvoices/${draft.id}/issue`, { version: draft.version }, 200);
  return { id: surgicalinvoice.id, number: surgicalinvoice.number, version: surgicalinvoice.version };
}
