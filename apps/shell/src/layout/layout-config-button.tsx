import { lazy, Suspense, useState } from 'react';
import { useShellT } from '../i18n';
import { withPrimeReact } from '../app/with-prime-react';

// Opened now and then: its code (PrimeReact Sidebar, RadioButton, InputSwitch) loads on first use.
const LayoutConfigPanel = lazy(() => withPrimeReact(() => import('./layout-config-panel').then((m) => m.default))().then((Component) => ({ default: Component })));

/** The top bar's button to the layout configuration. */
export function LayoutConfigButton() {
  const [open, setOpen] = useState(false);
  const { t } = useShellT();
  return (
    <>
      <button
        type="button"
        className="p-link layout-topbar-button"
        aria-label={t('topbar.layoutSettings')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <i className="pi pi-palette" aria-hidden />
      </button>
      {open ? (
        <Suspense fallback={null}>
          <LayoutConfigPanel onHide={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
