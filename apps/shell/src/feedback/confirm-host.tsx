import { lazy, Suspense, useEffect, useState } from 'react';
import { WithPrimeReact } from '../app/with-prime-react';
import { whenConfirmBus, type ConfirmBus } from './confirm-bus';

// The dialog is downloaded with the first confirmation anyone asks for, not at start-up.
const ConfirmDialog = lazy(() => import('primereact/confirmdialog').then((m) => ({ default: m.ConfirmDialog })));

type ConfirmRequest = Record<string, unknown>;

/**
 * The one global confirm dialog. Anyone (shell or remote) calls PrimeReact's `confirmDialog({...})`;
 * the first call loads the dialog, which then answers that call and every later one.
 */
export function ConfirmHost() {
  const [first, setFirst] = useState<{ bus: ConfirmBus; request: ConfirmRequest } | null>(null);

  useEffect(() => {
    if (first) return;
    let stop = () => undefined as void;
    const forget = whenConfirmBus((bus) => {
      const onRequest = (request: unknown) => setFirst({ bus, request: (request as ConfirmRequest) ?? {} });
      bus.on('confirm-dialog', onRequest);
      stop = () => bus.off('confirm-dialog', onRequest);
    });
    return () => {
      forget();
      stop();
    };
  }, [first]);

  if (!first) return null;
  return (
    <Suspense fallback={null}>
      <WithPrimeReact>
        <ConfirmDialog />
        <Replay bus={first.bus} request={first.request} />
      </WithPrimeReact>
    </Suspense>
  );
}

/** Runs after the dialog's own effects (a later sibling), so the dialog hears the first request. */
function Replay({ bus, request }: { bus: ConfirmBus; request: ConfirmRequest }) {
  useEffect(() => bus.emit('confirm-dialog', request), [bus, request]);
  return null;
}
