// What the other workspace features may use of the frozen-sections feature (lint allows nothing else).
export { FrozenSections } from './frozen-sections-panel';
export { useGetFrozenSectionsQuery } from './frozen-sections-api';
