import { coded } from '@pathdesk/contracts';
import { NotFoundException } from '@nestjs/common';
import type { CaseKind } from '@pathdesk/contracts';

/** A case's kind as the API's messages name it ("No such surgical case."). */
export const KIND_LABELS: Record<CaseKind, string> = { surgical: 'surgical', cytological: 'cytological', gynecological: 'gynecological' };

/** The one answer for a case that does not exist, or is of another kind (404). */
export function caseNotFound(kind: CaseKind): NotFoundException {
  return new NotFoundException(coded('no_such_kind_case', { kind: KIND_LABELS[kind] }));
}
