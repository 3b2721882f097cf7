import type { CaseKind } from '@pathdesk/contracts';

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

const key = (kind: CaseKind) => `pathdesk.case-defaults.${kind}`;

export function loadCaseDefaults(kind: CaseKind): CaseDefaults {
  try {
    const stored = JSON.parse(localStorage.getItem(key(kind)) ?? 'null') as Partial<CaseDefaults> | null;
    return { ...NO_DEFAULTS, ...(stored ?? {}) };
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
