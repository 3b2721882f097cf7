/** PrimeReact's event bus (primereact/overlayservice), as confirmDialog() uses it: 'confirm-dialog' only. */
export interface ConfirmBus {
  on(event: 'confirm-dialog', handler: (request: unknown) => void): void;
  off(event: 'confirm-dialog', handler: (request: unknown) => void): void;
  emit(event: 'confirm-dialog', request: unknown): void;
}

let bus: ConfirmBus | undefined;
const waiting = new Set<(bus: ConfirmBus) => void>();

/**
 * Hands PrimeReact's event bus to the confirm host once it is downloaded — by the idle prefetch, or by
 * the first remote that needs it (remotes/provided-modules.ts), in any case before anyone can call
 * confirmDialog() with it — so the shell's first load does without it.
 */
function attachConfirmBus(service: unknown): void {
  if (bus) return;
  bus = service as ConfirmBus;
  for (const listener of waiting) listener(bus);
  waiting.clear();
}

/** Calls `listener` with the bus once it is there. */
export function whenConfirmBus(listener: (bus: ConfirmBus) => void): () => void {
  if (bus) {
    listener(bus);
    return () => undefined;
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

/**
 * PrimeReact's confirmDialog() as the remotes get it: with its bus handed over first, so the host
 * hears the first call even when a remote loads before the idle prefetch has run (right after a reload).
 */
export function loadConfirmDialog(): Promise<typeof import('primereact/confirmdialog')> {
  return Promise.all([import('primereact/confirmdialog'), loadConfirmBus()]).then(([module]) => module);
}

/** Loads PrimeReact's event bus and hands it over. */
export function loadConfirmBus(): Promise<unknown> {
  return import('primereact/overlayservice').then((module) => {
    attachConfirmBus(module.OverlayService);
    return module;
  });
}
