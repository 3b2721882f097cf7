import { screen } from '@testing-library/react';

/**
 * Test helper: waits for the toast whose summary is `summary` (the toast area is loaded with the
 * first notification) and returns the whole message, whose text includes the detail and whose
 * class names the severity (p-toast-message-error, -warn, ...).
 */
export async function findToast(summary: string): Promise<HTMLElement> {
  const title = await screen.findByText(summary, { selector: '.p-toast-summary' });
  const message = title.closest<HTMLElement>('.p-toast-message');
  if (!message) throw new Error(`The toast "${summary}" is not inside a toast message.`);
  return message;
}

/** The summaries of the toasts on screen now. */
export function toastSummaries(): string[] {
  return [...document.querySelectorAll('.p-toast-summary')].map((summary) => summary.textContent ?? '');
}
