import type { ReactNode } from 'react';

export interface PageCardProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every page in the main area: a heading, optional actions and the content. A page
 * that passes `subtitle`, even as undefined while its data loads (a count), keeps the subtitle's
 * line from the first paint, so that the content does not move down when it arrives (issue 18).
 */
export function PageCard(props: PageCardProps) {
  const { title, subtitle, actions, children } = props;
  const subtitleLine = 'subtitle' in props;
  return (
    <section className="card" aria-labelledby="page-title">
      <header className="flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 id="page-title" className="text-2xl font-semibold m-0">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-1 mb-0 text-color-secondary">{subtitle}</p>
          ) : subtitleLine ? (
            <p className="mt-1 mb-0 text-color-secondary" aria-hidden>
              {'\u00a0'}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
