// What the other settings features may use of the lookups feature (lint allows nothing else).
export { LookupListPage } from './lookup-list-page';
