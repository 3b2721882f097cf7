import type { CaseKind } from '@pathdesk/contracts';
import { z } from 'zod';

/**
 * The registration defaults a user keeps per kind on their own browser (spec §3: a default-hospital
 * flag and name, a default-doctor flag and name), so a lab that receives mostly from one hospital
 * types nothing twice.
 */
export interface CaseDefaults {
  defaultHospital: boolean;
  defaultHospitalId: number | null;
  defaultHospitalName: string;
  defaultDoctor: boolean;
  defaultDoctorId: number | null;
  defaultDoctorName: string;
}

export const NO_DEFAULTS: CaseDefaults = {
  defaultHospital: false,
  defaultHospitalId: null,
  defaultHospitalName: '',
  defaultDoctor: false,
  defaultDoctorId: null,
  defaultDoctorName: '',
};

/** What a browser kept (an older build's keys may be missing; anything malformed is ignored). */
const storedDefaults = z
  .object({
    defaultHospital: z.boolean(),
    defaultHospitalId: z.number().int().nullable(),
    defaultHospitalName: z.string(),
    defaultDoctor: z.boolean(),
    defaultDoctorId: z.number().int().nullable(),
    defaultDoctorName: z.string(),
  })
  .partial();

const key = (kind: CaseKind) => `pathdesk.case-defaults.${kind}`;

export function loadCaseDefaults(kind: CaseKind): CaseDefaults {
  try {
    const stored = storedDefaults.safeParse(JSON.parse(localStorage.getItem(key(kind)) ?? 'null'));
    return { ...NO_DEFAULTS, ...(stored.success ? stored.data : {}) };
  } catch {
    return NO_DEFAULTS;
  }
}

export function saveCaseDefaults(kind: CaseKind, defaults: CaseDefaults): void {
  try {
    localStorage.setItem(key(kind), JSON.stringify(defaults));
  } catch {
    // Private mode or full storage: the defaults are a convenience, registration still works.
  }
}
