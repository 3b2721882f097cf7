// An integration group: some spec files in one module registry (int-groups.ts says why and which).
import { importGroup } from './int-groups.js';

await importGroup(7);
