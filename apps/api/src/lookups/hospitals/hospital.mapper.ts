import type { HospitalDto, HospitalOption } from '@pathdesk/contracts';
import type { Hospital } from './hospital.entity.js';

export function toHospitalDto(hospital: Hospital): HospitalDto {
  return {
    id: hospital.id,
    code: hospital.code,
    nameTh: hospital.nameTh,
    nameEn: hospital.nameEn,
    address: hospital.address,
    taxId: hospital.taxId,
    phone: hospital.phone,
    contact: hospital.contact,
    active: hospital.active,
    updatedAt: hospital.updatedAt.toISOString(),
    branch: hospital.branch,
    creditTermDays: hospital.creditTermDays,
    ...(hospital.mophCode ? { mophCode: hospital.mophCode } : {}),
  };
}

export function toHospitalOption(hospital: Pick<Hospital, 'id' | 'code' | 'nameTh' | 'nameEn'>): HospitalOption {
  return { id: hospital.id, code: hospital.code, name: hospital.nameTh, nameEn: hospital.nameEn };
}

export function auditedHospital(hospital: Hospital): Record<string, unknown> {
  return {
    code: hospital.code,
    nameTh: hospital.nameTh,
    nameEn: hospital.nameEn,
    address: hospital.address,
    taxId: hospital.taxId,
    phone: hospital.phone,
    contact: hospital.contact,
    active: hospital.active,
    branch: hospital.branch,
    creditTermDays: hospital.creditTermDays,
    ...(hospital.mophCode ? { mophCode: hospital.mophCode } : {}),
  };
}
