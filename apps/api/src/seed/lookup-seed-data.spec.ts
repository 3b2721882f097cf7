import { CFG_CATEGORIES, isThaiTaxId } from '@pathdesk/contracts';
import { createCfgvalueSchema, createDoctorSchema, createHospitalSchema, settingPrefixSchema } from '@pathdesk/contracts/schemas';
import { cfgNameKey } from '../lookups/cfgvalues/cfgvalue.entity.js';
import { DEMO_CFGVALUES, DEMO_HOSPITALS, ESSENTIAL_PREFIXES, ESSENTIAL_TITLES } from './lookup-seed-data.js';

const unique = (values: string[]) => new Set(values).size === values.length;

describe('seed data', () => {
  it('has one active prefix per case kind, with letters of one kind each', () => {
    for (const prefix of ESSENTIAL_PREFIXES) expect(settingPrefixSchema.parse(prefix)).toEqual(prefix);
    expect(ESSENTIAL_PREFIXES.map((p) => p.letters)).toEqual(['S', 'C', 'G']);
  });

  it('passes the contracts, like anything an administrator would type', () => {
    const lists = [['prefix', ESSENTIAL_TITLES] as const, ...Object.entries(DEMO_CFGVALUES)];
    for (const [category, entries] of lists) {
      expect(CFG_CATEGORIES).toContain(category);
      for (const entry of entries!) expect(() => createCfgvalueSchema.parse({ category, ...entry })).not.toThrow();
      expect(unique(entries!.map((e) => cfgNameKey(e.name)))).toBe(true);
    }
    for (const { doctors, ...hospital } of DEMO_HOSPITALS) {
      expect(createHospitalSchema.parse(hospital)).toMatchObject(hospital);
      for (const doctor of doctors) expect(createDoctorSchema.parse({ ...doctor, hospitalId: 1 })).toMatchObject(doctor);
    }
  });

  it('has a dozen hospitals and clinics, unique, with valid tax ids and 2–4 doctors each', () => {
    expect(DEMO_HOSPITALS).toHaveLength(12);
    expect(unique(DEMO_HOSPITALS.map((h) => h.code))).toBe(true);
    expect(unique(DEMO_HOSPITALS.map((h) => h.nameTh.toLowerCase()))).toBe(true);
    for (const hospital of DEMO_HOSPITALS) {
      expect(isThaiTaxId(hospital.taxId!)).toBe(true);
      expect(hospital.doctors.length).toBeGreaterThanOrEqual(2);
      expect(hospital.doctors.length).toBeLessThanOrEqual(4);
    }
    const licences = DEMO_HOSPITALS.flatMap((h) => h.doctors.map((d) => d.licenceNo));
    expect(unique(licences)).toBe(true);
    for (const licence of licences) expect(licence).toMatch(/^ว\.\d{5}$/);
  });

  it('has the demo staff and lists the lab needs', () => {
    expect(DEMO_CFGVALUES.pathologist).toHaveLength(4);
    expect(DEMO_CFGVALUES.screener).toHaveLength(3);
    const taxIds = (DEMO_CFGVALUES.company ?? []).map((c) => c.value).filter((v) => /^\d+$/.test(v ?? ''));
    for (const taxId of taxIds) expect(isThaiTaxId(taxId!)).toBe(true);
  });
});
