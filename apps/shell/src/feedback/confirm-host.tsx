import { lazy, Suspense, useEffect, useState } from 'react';
import { OverlayService } from 'primereact/overlayservice';

// The dialog is downloaded with the first confirmation anyone asks for, not at start-up.
const ConfirmDialog = lazy(() => import('primereact/confirmdialog').then((m) => ({ default: m.ConfirmDialog })));

type ConfirmRequest = Record<string, unknown>;

// PrimeReact types its event bus for 'overlay-click' only; confirmDialog() uses 'confirm-dialog'.
const bus = OverlayService as unknown as {
  on(event: 'confirm-dialog', handler: (request: unknown) => void): void;
  off(event: 'confirm-dialog', handler: (request: unknown) => void): void;
  emit(event: 'confirm-dialog', request: unknown): void;
};

/**
 * The one global confirm dialog. Anyone (shell or remote) calls PrimeReact's `confirmDialog({...})`;
 * the first call loads the dialog, which then answers that call and every later one.
 */
export function ConfirmHost() {
  const [first, setFirst] = useState<ConfirmRequest | null>(null);

  useEffect(() => {
    if (first) return;
    const onRequest = (request: unknown) => setFirst((request as ConfirmRequest) ?? {});
    bus.on('confirm-dialog', onRequest);
    return () => bus.off('confirm-dialog', onRequest);
  }, [first]);

  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog />
      <Replay request={first} />
    </Suspense>
  );
}

/** Runs after the dialog's own effects (a later sibling), so the dialog hears the first request. */
function Replay({ request }: { request: ConfirmRequest }) {
  useEffect(() => bus.emit('confirm-dialog', request), [request]);
  return null;
}
