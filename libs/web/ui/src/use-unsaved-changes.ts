import { useEffect } from 'react';
import { confirmDialog } from 'primereact/confirmdialog';
import { useBlocker } from 'react-router';

/**
 * Keeps unsaved work from being lost silently: while `dirty`, leaving the page inside the app asks
 * first (the shell's confirm dialog, "Stay" focused), and closing or reloading the tab gets the
 * browser's own warning.
 */
export function useUnsavedChanges(dirty: boolean, message = 'Your changes are not saved. Leave this page and lose them?') {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDialog({
      header: 'Unsaved changes',
      icon: 'pi pi-exclamation-triangle',
      message,
      acceptLabel: 'Leave',
      rejectLabel: 'Stay',
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      reject: () => blocker.reset(),
      // Escape or the close icon: stay.
      onHide: (result?: string) => {
        if (result !== 'accept' && result !== 'reject') blocker.reset?.();
      },
    });
  }, [blocker, message]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
