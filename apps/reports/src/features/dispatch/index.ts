export { IncludeReportsSection } from './include-reports-section';
