import { fixedT } from '@pathdesk/web-data';

/*
 * Dialogs on the keyboard (issue 26.4), for every PrimeReact dialog of the shell and the remotes at
 * once. PrimeReact closes the top dialog from one keydown listener on `document` (its global Escape
 * stack), which a dropdown's list does not join: Escape in an open dropdown closed its list and the
 * dialog under it. And a dialog closed with the entries typed in it, without a word.
 *  - Escape while a list (dropdown, multi-select, autocomplete) is open: the list closes (its own
 *    handler, on the element) and the event stops at <body>, before the dialog's listener.
 *  - A dialog something was typed or chosen in ("dirty": an input/change event inside it) asks
 *    before Escape or its close icon closes it: "Stay" (focused) keeps it, "Discard" closes it.
 */

const OPEN_LIST = '.p-dropdown-panel, .p-multiselect-panel, .p-autocomplete-panel';
const DIRTY = 'data-unsaved';

/** The dialog on top (the last one in the document), unless it is a confirmation itself. */
function topDialog(): HTMLElement | null {
  const dialogs = [...document.querySelectorAll<HTMLElement>('.p-dialog')].filter((d) => !d.classList.contains('p-confirm-dialog'));
  return dialogs.at(-1) ?? null;
}

/** Installs the guard once; answers the function that removes it (tests). */
export function installDialogGuard(): () => void {
  let listWasOpen = false;
  let asking = false;

  const ask = (dialog: HTMLElement, close: () => void) => {
    if (asking) return;
    asking = true;
    const t = fixedT('common');
    // Loaded with the first question, as the shell's confirm host loads its dialog.
    void import('primereact/confirmdialog').then(({ confirmDialog }) =>
      confirmDialog({
        header: t('unsaved.header'),
        icon: 'pi pi-exclamation-triangle',
        message: t('unsaved.dialogMessage'),
        acceptLabel: t('unsaved.discard'),
        rejectLabel: t('unsaved.stay'),
        acceptClassName: 'p-button-danger',
        defaultFocus: 'reject',
        accept: () => {
          dialog.removeAttribute(DIRTY);
          close();
        },
        onHide: () => {
          asking = false;
        },
      }),
    );
  };

  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    listWasOpen = !!document.querySelector(OPEN_LIST);
    if (listWasOpen || asking) return;
    const dialog = topDialog();
    if (!dialog?.hasAttribute(DIRTY)) return;
    event.stopPropagation();
    event.preventDefault();
    ask(
      dialog,
      () => dialog.querySelector<HTMLElement>('.p-dialog-header-close')?.click() ?? document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape' })),
    );
  };
  const onKeyDownBody = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && listWasOpen) event.stopPropagation();
    listWasOpen = false;
  };
  const onClickCapture = (event: MouseEvent) => {
    const close = (event.target as Element | null)?.closest?.('.p-dialog-header-close');
    const dialog = close?.closest<HTMLElement>('.p-dialog');
    if (!close || !dialog?.hasAttribute(DIRTY) || dialog.classList.contains('p-confirm-dialog')) return;
    event.stopPropagation();
    event.preventDefault();
    ask(dialog, () => (close as HTMLElement).click());
  };
  const onEdit = (event: Event) => {
    const dialog = (event.target as Element | null)?.closest?.('.p-dialog');
    if (dialog && !dialog.classList.contains('p-confirm-dialog')) dialog.setAttribute(DIRTY, '');
  };

  window.addEventListener('keydown', onKeyDownCapture, true);
  document.body.addEventListener('keydown', onKeyDownBody);
  window.addEventListener('click', onClickCapture, true);
  document.addEventListener('input', onEdit, true);
  document.addEventListener('change', onEdit, true);
  return () => {
    window.removeEventListener('keydown', onKeyDownCapture, true);
    document.body.removeEventListener('keydown', onKeyDownBody);
    window.removeEventListener('click', onClickCapture, true);
    document.removeEventListener('input', onEdit, true);
    document.removeEventListener('change', onEdit, true);
  };
}
