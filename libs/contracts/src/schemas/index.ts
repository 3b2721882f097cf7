export * from './auth.schema.js';
export * from './case-fields.schema.js';
export * from './cases.schema.js';
export * from './common.schema.js';
export * from './filters.schema.js';
export * from './lookups.schema.js';
export * from './results.schema.js';
export * from './shell-config.schema.js';
