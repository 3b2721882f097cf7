import { rescreenSchema } from '@pathdesk/contracts/schemas';
import type { GynInterpretation, RescreenRequest } from '@pathdesk/contracts';
import { fieldErrors, type FieldErrors } from '@pathdesk/web-ui';

export interface ReviewForm {
  decision: 'agree' | 'disagree' | null;
  correctedInterpretation: GynInterpretation | null;
  note: string;
}

export const EMPTY_REVIEW: ReviewForm = { decision: null, correctedInterpretation: null, note: '' };

export const NOTE_MAX_LENGTH = 2_000;

/** The review to send, or the reasons on the form's fields (the API's own rules: rescreenSchema). */
export function toReviewRequest(
  form: ReviewForm,
  chooseDecision = 'Choose whether you agree with the original interpretation.',
): { request: RescreenRequest } | { errors: FieldErrors } {
  if (!form.decision) return { errors: { decision: chooseDecision } };
  const agree = form.decision === 'agree';
  const note = form.note.trim();
  const parsed = rescreenSchema.safeParse({
    agree,
    ...(!agree && form.correctedInterpretation ? { correctedInterpretation: form.correctedInterpretation } : {}),
    ...(note ? { note } : {}),
  });
  return parsed.success ? { request: parsed.data } : { errors: fieldErrors(parsed.error.issues) };
}
