import { z } from 'zod';
import { TH_CID } from './fhir-codes.js';

/** A search parameter PathDesk cannot honour: 400 with an OperationOutcome saying which and why. */
export class FhirSearchError extends Error {}

/** What a DiagnosticReport search asks, parsed (issue 29.1). */
export interface ReportSearch {
  accessionNo: string | null;
  citizenId: string | null;
  /** An HN under a hospital's namespace: `https://terms.sil-th.org/hcode/5/{code}/HN`. */
  hn: { hospitalCode: string; hn: string } | null;
  releasedFrom: { at: Date; inclusive: boolean } | null;
  releasedTo: { at: Date; inclusive: boolean } | null;
  count: number;
  offset: number;
}

const KNOWN = new Set(['identifier', 'patient.identifier', '_lastUpdated', '_count', '_offset', '_format']);
const HN_SYSTEM = /^https:\/\/terms\.sil-th\.org\/hcode\/5\/([A-Za-z0-9-]{1,20})\/HN$/;
const count = z.coerce.number().int().min(0).max(100);
const offset = z.coerce.number().int().min(0).max(10_000);

const one = (query: Record<string, unknown>, name: string): string | null => {
  const value = query[name];
  if (value === undefined) return null;
  if (typeof value !== 'string') throw new FhirSearchError(`${name} may be given once, as text`);
  if (value.trim() === '' || value.length > 200) throw new FhirSearchError(`${name} must be 1–200 characters`);
  return value.trim();
};

function lastUpdated(values: unknown): Pick<ReportSearch, 'releasedFrom' | 'releasedTo'> {
  const list = values === undefined ? [] : Array.isArray(values) ? values : [values];
  const out: Pick<ReportSearch, 'releasedFrom' | 'releasedTo'> = { releasedFrom: null, releasedTo: null };
  for (const raw of list) {
    const m = typeof raw === 'string' ? /^(ge|gt|le|lt|eq)?(\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?)$/.exec(raw) : null;
    const at = m ? new Date(m[2]!.length === 10 ? `${m[2]}T00:00:00+07:00` : m[2]!) : null;
    if (!m || !at || Number.isNaN(at.getTime())) throw new FhirSearchError('_lastUpdated must be a date or an instant with a prefix ge, gt, le or lt (e.g. ge2026-11-01)');
    const prefix = m[1] ?? 'eq';
    if (prefix === 'eq') throw new FhirSearchError('_lastUpdated takes a prefix ge, gt, le or lt');
    if (prefix === 'ge' || prefix === 'gt') out.releasedFrom = { at, inclusive: prefix === 'ge' };
    else out.releasedTo = { at, inclusive: prefix === 'le' };
  }
  return out;
}

/** Parses a DiagnosticReport search; an unknown parameter or a malformed value throws FhirSearchError. */
export function parseReportSearch(query: Record<string, unknown>): ReportSearch {
  for (const name of Object.keys(query)) if (!KNOWN.has(name)) throw new FhirSearchError(`Unknown search parameter '${name}' (supported: ${[...KNOWN].join(', ')})`);
  const identifier = one(query, 'identifier');
  const accessionNo = identifier === null ? null : identifier.includes('|') ? identifier.slice(identifier.lastIndexOf('|') + 1) : identifier;
  if (accessionNo !== null && !/^[A-Za-z0-9/-]{1,20}$/.test(accessionNo)) throw new FhirSearchError('identifier must be an accession number (system|value or value)');
  let citizenId: string | null = null;
  let hn: ReportSearch['hn'] = null;
  const patient = one(query, 'patient.identifier');
  if (patient !== null) {
    const bar = patient.indexOf('|');
    if (bar < 0) throw new FhirSearchError(`patient.identifier must be system|value (${TH_CID}|… or https://terms.sil-th.org/hcode/5/{code}/HN|…)`);
    const system = patient.slice(0, bar);
    const value = patient.slice(bar + 1);
    const hnSystem = HN_SYSTEM.exec(system);
    if (system === TH_CID) {
      if (!/^\d{13}$/.test(value)) throw new FhirSearchError('a citizen ID has 13 digits');
      citizenId = value;
    } else if (hnSystem) {
      if (!/^[A-Za-z0-9/-]{1,20}$/.test(value)) throw new FhirSearchError('an HN has 1–20 letters, digits, dashes or slashes');
      hn = { hospitalCode: hnSystem[1]!, hn: value };
    } else throw new FhirSearchError(`patient.identifier system must be ${TH_CID} or https://terms.sil-th.org/hcode/5/{code}/HN`);
  }
  const c = count.safeParse(query._count ?? 20);
  if (!c.success) throw new FhirSearchError('_count must be a whole number from 0 to 100');
  const o = offset.safeParse(query._offset ?? 0);
  if (!o.success) throw new FhirSearchError('_offset must be a whole number from 0 to 10000');
  return { accessionNo, citizenId, hn, ...lastUpdated(query._lastUpdated), count: c.data, offset: o.data };
}
