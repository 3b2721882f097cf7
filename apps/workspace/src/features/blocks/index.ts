// What the other workspace features may use of the blocks feature (lint allows nothing else).
export { BlocksPanel } from './blocks-panel';
export { useGetBlocksQuery } from './blocks-api';
export { useScannedCode } from './use-scanned-code';
