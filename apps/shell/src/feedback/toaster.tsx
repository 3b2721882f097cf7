import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Toast as ToastHandle } from 'primereact/toast';
import { dismissNotification, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { WithPrimeReact } from '../app/with-prime-react';

/** Toast default life, from spec §9. */
export const TOAST_LIFE_MS = 3000;

// The toast component is downloaded with the first notification, not at start-up.
const Toast = lazy(() => import('primereact/toast').then((m) => ({ default: m.Toast })));

/** The one toast area (bottom right). Shows what anyone dispatched with `notify(...)`. */
export function Toaster() {
  const pending = useAppSelector((state) => state.notifications);
  const dispatch = useAppDispatch();
  const [toast, setToast] = useState<ToastHandle | null>(null);
  const [wanted, setWanted] = useState(false);
  if (!wanted && pending.length > 0) setWanted(true);

  useEffect(() => {
    if (!toast) return;
    for (const { id, severity, summary, detail, life } of pending) {
      toast.show({ severity, summary, detail, life: life ?? TOAST_LIFE_MS });
      dispatch(dismissNotification(id));
    }
  }, [pending, toast, dispatch]);

  // One element for good: the PrimeReact provider around it must not render again with this
  // component (a new context value would hand the ref a new Toast handle, and so on).
  const area = useMemo(
    () => (
      <Suspense fallback={null}>
        <WithPrimeReact>
          <Toast ref={setToast} position="bottom-right" className="layout-toast" />
        </WithPrimeReact>
      </Suspense>
    ),
    [],
  );
  return wanted ? area : null;
}
