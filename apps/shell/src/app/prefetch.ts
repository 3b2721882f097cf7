import { federation } from '../remotes/federation';
import { loadErrorTexts } from '@pathdesk/web-data';
import { loadConfirmDialog } from '../feedback/confirm-bus';

/**
 * Once the first screen is up and the browser is idle, fetch the PrimeReact parts that every remote
 * page uses, so that opening the first remote does not wait for them. They are not needed to show
 * the shell, so they are not part of its initial load.
 */
export function prefetchWhenIdle(): void {
  const prefetch = () => {
    performance.mark('pathdesk:prefetch'); // lets tools/bench tell the initial load from this
    void import('primereact/button');
    void import('primereact/toast');
    void loadConfirmDialog();
    // The PrimeReact setup of the pages that show its components (the provider, the Thai locale).
    void import('./prime-setup');
    // The lists and forms of the remotes: tables, the fields of @pathdesk/web-ui, dialogs.
    void import('primereact/datatable');
    void import('primereact/column');
    void import('primereact/inputtext');
    void import('primereact/dropdown');
    void import('primereact/multiselect');
    void import('primereact/calendar');
    void import('primereact/checkbox');
    void import('primereact/selectbutton');
    void import('primereact/inputtextarea');
    void import('primereact/inputswitch');
    void import('primereact/iconfield');
    void import('primereact/inputicon');
    void import('primereact/dialog');
    // The error texts the forms and toasts word their reasons with (api-errors.ts).
    void loadErrorTexts().catch(() => undefined);
    // The validation schemas of every form (and zod), shared with the remotes.
    void import('../remotes/provided/schemas');
    // The federation runtime the remotes run on (not part of the shell's first load).
    void federation().catch(() => undefined);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(prefetch, { timeout: 3000 }) : setTimeout(prefetch, 1000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
