import { ForbiddenException } from '@nestjs/common';
import { hasRole, type Role } from '@pathdesk/contracts';
import type { Actor } from '../identity/actor.js';

/** Who reads and writes results: lab staff and doctors (pathologists). Guests read released reports only. */
export const RESULT_WRITERS = ['admin', 'user', 'doctor'] as const satisfies readonly Role[];

/** Only an administrator may allow a screening over the workload limit (issue 15.4); anyone else sending the flag is refused. */
export function assertWorkloadOverride(actor: Actor, override: boolean | undefined): void {
  if (override === true && !hasRole(actor.role, ['admin'])) {
    throw new ForbiddenException({
      message: 'Only an administrator can allow a screening over the workload limit.',
      errors: [{ field: 'workloadOverride', message: 'is for administrators only' }],
    });
  }
}
