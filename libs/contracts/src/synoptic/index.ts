export * from './template.js';
export * from './conditions.js';
export * from './check-values.js';
export * from './diagnosis-line.js';
export * from './icd-o3.js';
export * from './biomarkers/index.js';
export * from './completeness.js';
export * from './api.js';
