import { useEffect } from 'react';
import { confirmDialog } from 'primereact/confirmdialog';
import { useBlocker } from 'react-router';
import { useCommonT } from './use-common-t.js';

/**
 * Keeps unsaved work from being lost silently: while `dirty`, leaving the page inside the app asks
 * first (the shell's confirm dialog, "Stay" focused), and closing or reloading the tab gets the
 * browser's own warning.
 */
export function useUnsavedChanges(dirty: boolean, message?: string) {
  const { t } = useCommonT();
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    confirmDialog({
      header: t('unsaved.header'),
      icon: 'pi pi-exclamation-triangle',
      message: message ?? t('unsaved.message'),
      acceptLabel: t('unsaved.leave'),
      rejectLabel: t('unsaved.stay'),
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => blocker.proceed(),
      reject: () => blocker.reset(),
      // Escape or the close icon: stay.
      onHide: (result?: string) => {
        if (result !== 'accept' && result !== 'reject') blocker.reset?.();
      },
    });
  }, [blocker, message, t]);

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
