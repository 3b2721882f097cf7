// What the other workspace features may use of the consultations feature (lint allows nothing else).
export { SecondOpinionsPanel } from './second-opinions-panel';
