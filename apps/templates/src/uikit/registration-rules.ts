import type { Priority, Sex } from '@pathdesk/contracts';
import { between, required, validator } from '../validation';

/** The form of the form-layout page: a shortened case registration. */
export interface RegistrationValues {
  hospitalId: number | null;
  doctor: string | null;
  priority: Priority;
  hn: string;
  title: string | null;
  firstName: string;
  lastName: string;
  sex: Sex | null;
  ageYears: number | null;
  specimen: string;
  containers: number | null;
  price: number | null;
  clinicalHistory: string;
}

export const emptyRegistration = (): RegistrationValues => ({
  hospitalId: null,
  doctor: null,
  priority: 'routine',
  hn: '',
  title: null,
  firstName: '',
  lastName: '',
  sex: null,
  ageYears: null,
  specimen: '',
  containers: 1,
  price: 600,
  clinicalHistory: '',
});

export const registrationRules = validator<RegistrationValues>((v) => ({
  hospitalId: v.hospitalId === null && 'is required',
  hn: required(v.hn) || (!/^\d{5,10}$/.test(v.hn.trim()) && 'must be 5 to 10 digits'),
  firstName: required(v.firstName),
  lastName: required(v.lastName),
  sex: v.sex === null && 'is required',
  ageYears: between(v.ageYears, 0, 150, { optional: true }),
  specimen: required(v.specimen),
  containers: between(v.containers, 1, 50),
  price: between(v.price, 0, 1_000_000),
}));

/** `{prefix}{yy}-{seq}`, the way the API numbers cases (docs/architecture.md), e.g. S68-00042. */
export function accessionNo(prefix: string, buddhistYear: number, seq: number): string {
  return `${prefix}${String(buddhistYear % 100).padStart(2, '0')}-${String(seq).padStart(5, '0')}`;
}
