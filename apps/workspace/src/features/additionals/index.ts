// What the other workspace features may use of the additionals feature (lint allows nothing else).
export { AdditionalStudies } from './additional-studies';
