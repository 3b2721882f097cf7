import { lazy, type ComponentType, type ReactNode } from 'react';

const PrimeSetup = lazy(() => import('./prime-setup'));

/**
 * What renders PrimeReact components goes inside this: the PrimeReact provider and locale, loaded
 * with the first such thing (prime-setup.tsx). It suspends until then — inside the layout the page
 * shown stays meanwhile (navigations are transitions); elsewhere the caller's Suspense decides.
 */
export function WithPrimeReact({ children }: { children: ReactNode }) {
  return <PrimeSetup>{children}</PrimeSetup>;
}

/** A lazily loaded component that shows PrimeReact components: its code and the PrimeReact setup, downloaded together. */
export function withPrimeReact<P extends object>(load: () => Promise<ComponentType<P>>): () => Promise<ComponentType<P>> {
  return () =>
    Promise.all([load(), import('./prime-setup')]).then(([Component, { default: Setup }]) => {
      const WithSetup = (props: P) => (
        <Setup>
          <Component {...props} />
        </Setup>
      );
      return WithSetup;
    });
}
