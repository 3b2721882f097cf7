const TYPING = 'input:not([type="hidden"]), textarea, [contenteditable=""], [contenteditable="true"]';

/**
 * A dialog's onShow: gives the field with this id the focus, unless the user is already typing in
 * another field of that dialog — on a slow machine the show ends after the first keys, and moving
 * the focus then sent an Enter meant for the password into the text above it. Focus on the dialog's
 * own buttons (where its focus trap puts it) still moves to the field.
 */
export const focusOnShow = (fieldId: string) => () => {
  const field = document.getElementById(fieldId);
  const active = document.activeElement;
  if (!field) return;
  const typing = active instanceof HTMLElement && active !== field && active.matches(TYPING) && !active.closest('.p-hidden-accessible');
  if (typing && field.closest('[role="dialog"]')?.contains(active)) return;
  field.focus();
};
