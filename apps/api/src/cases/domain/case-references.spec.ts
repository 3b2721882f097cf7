import type { FieldError } from '@pathdesk/contracts';
import { referenceErrors as codedReferenceErrors, referenceIds, type References } from './case-references.js';

/** The reasons as English text (their codes and params: api-errors.spec.ts of libs/web/data). */
const referenceErrors = (...args: Parameters<typeof codedReferenceErrors>): Pick<FieldError, 'field' | 'message'>[] =>
  codedReferenceErrors(...args).map(({ field, message }) => ({ field, message }));

const refs: References = {
  prefix: null,
  hospitals: new Map([
    [1, { active: true }],
    [2, { active: true }],
    [3, { active: false }],
  ]),
  doctors: new Map([
    [10, { active: true, hospitalId: 1 }],
    [11, { active: false, hospitalId: 1 }],
    [20, { active: true, hospitalId: 2 }],
  ]),
  cfgvalues: new Map([
    [100, { active: true, category: 'company' }],
    [101, { active: false, category: 'company' }],
    [200, { active: true, category: 'gynecologicaltype' }],
    [300, { active: true, category: 'cytologicaltype' }],
    [400, { active: true, category: 'screener' }],
  ]),
};
const all = () => true;
const ok = { hospitalId: 1, doctorId: 10, companyId: 100, gynTypeId: 200, cytoTypeId: 300 };

describe('referenceErrors', () => {
  it('finds nothing wrong with known, active entries that belong together', () => {
    expect(referenceErrors(ok, refs, all)).toEqual([]);
    expect(referenceErrors({ hospitalId: 1, doctorId: null, companyId: null }, refs, all)).toEqual([]);
  });

  it('names unknown, inactive and misplaced entries, with the path of a batch', () => {
    expect(referenceErrors({ ...ok, hospitalId: 9, doctorId: 10 }, refs, all)).toEqual([{ field: 'hospitalId', message: 'is not a known hospital' }]);
    expect(referenceErrors({ ...ok, hospitalId: 3, doctorId: null }, refs, all, 'cases.1.')).toEqual([
      { field: 'cases.1.hospitalId', message: 'is no longer active: choose another hospital' },
    ]);
    expect(referenceErrors({ ...ok, doctorId: 20 }, refs, all)).toEqual([{ field: 'doctorId', message: 'works at another hospital: choose a doctor of the case’s hospital' }]);
    expect(referenceErrors({ ...ok, doctorId: 11 }, refs, all)).toEqual([{ field: 'doctorId', message: 'is no longer active: choose another doctor' }]);
    expect(referenceErrors({ ...ok, doctorId: 99 }, refs, all)).toEqual([{ field: 'doctorId', message: 'is not a known doctor' }]);
    expect(referenceErrors({ ...ok, companyId: 400, gynTypeId: 300, cytoTypeId: 200 }, refs, all)).toEqual([
      { field: 'companyId', message: 'is not a known company' },
      { field: 'gynTypeId', message: 'is not a known gynecological type' },
      { field: 'cytoTypeId', message: 'is not a known cytological type' },
    ]);
    expect(referenceErrors({ ...ok, companyId: 101 }, refs, all)).toEqual([{ field: 'companyId', message: 'is no longer active: choose another one' }]);
  });

  it('for an edit, checks only what changes — and the doctor again when the hospital changes', () => {
    const kept = { ...ok, hospitalId: 3, doctorId: 11, companyId: 101 };
    expect(referenceErrors(kept, refs, () => false)).toEqual([]);
    expect(referenceErrors({ ...ok, hospitalId: 2 }, refs, (field) => field === 'hospitalId')).toEqual([
      { field: 'doctorId', message: 'works at another hospital: choose a doctor of the case’s hospital' },
    ]);
    // A doctor deactivated since may stay on the case that moves with them.
    expect(referenceErrors({ ...ok, hospitalId: 1, doctorId: 11 }, refs, (field) => field === 'hospitalId')).toEqual([]);
  });
});

describe('referenceIds', () => {
  it('collects the ids to look up', () => {
    expect(referenceIds([ok, { hospitalId: 2, doctorId: null, companyId: 101 }])).toEqual({ hospitals: [1, 2], doctors: [10], cfgvalues: [100, 200, 300, 101] });
  });
});
