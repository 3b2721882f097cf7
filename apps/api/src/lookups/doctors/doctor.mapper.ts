import type { DoctorDto, DoctorOption } from '@pathdesk/contracts';
import type { Doctor } from './doctor.entity.js';

/** A doctor with its hospital loaded. */
export function toDoctorDto(doctor: Doctor): DoctorDto {
  return {
    id: doctor.id,
    title: doctor.title,
    name: doctor.name,
    licenceNo: doctor.licenceNo,
    hospitalId: doctor.hospital.id,
    hospitalName: doctor.hospital.nameTh,
    phone: doctor.phone,
    active: doctor.active,
    updatedAt: doctor.updatedAt.toISOString(),
  };
}

export function toDoctorOption(doctor: { id: number; title: string | null; name: string; hospitalId: number }): DoctorOption {
  return { id: doctor.id, title: doctor.title, name: doctor.name, hospitalId: doctor.hospitalId };
}

export function auditedDoctor(doctor: Doctor): Record<string, unknown> {
  return {
    title: doctor.title,
    name: doctor.name,
    licenceNo: doctor.licenceNo,
    hospitalId: doctor.hospital.id,
    phone: doctor.phone,
    active: doctor.active,
  };
}
