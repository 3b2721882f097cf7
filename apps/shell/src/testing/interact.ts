import { act, fireEvent } from '@testing-library/react';

/**
 * Test helper: clicks `element` inside an awaited act, for a click whose own state update suspends
 * (e.g. "Try again" on a remote: the retried download suspends the page). The awaited act lets React
 * wait for the suspended data. user-event does not fit here: it turns React's act environment off
 * while it runs, so inside act React warns "not configured to support act(...)", and outside act the
 * suspended render is abandoned. Clicks that navigate need neither: plain `await user.click(...)`.
 */
export async function clickAndSettle(element: Element): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
  });
}
