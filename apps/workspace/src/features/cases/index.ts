// What the other workspace features may use of the cases feature (lint allows nothing else).
export { useCase, type CaseOutletContext } from './case-layout';
export { PatientCasesPanel } from './patient-cases-panel';
