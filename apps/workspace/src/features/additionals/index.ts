// What the other workspace features may use of the additionals feature (lint allows nothing else).
export { AdditionalStudies } from './additional-studies';
export { BiomarkerResults } from './biomarker-results';
export { useGetBiomarkersQuery } from './biomarkers-api';
