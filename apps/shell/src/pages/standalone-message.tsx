import { Link } from 'react-router';

export interface StandaloneMessageProps {
  /** The heading's id, which names the card. */
  titleId: string;
  /** PrimeIcons classes, e.g. "pi pi-lock". */
  icon: string;
  title: string;
  text: string;
  /** The label of the link back to the dashboard. */
  linkLabel: string;
}

/** A page outside the layout that says one thing and leads back to the dashboard. */
export function StandaloneMessage({ titleId, icon, title, text, linkLabel }: StandaloneMessageProps) {
  return (
    <main className="layout-standalone-page">
      <section className="card text-center" aria-labelledby={titleId}>
        <i className={`${icon} text-6xl text-primary`} aria-hidden />
        <h1 id={titleId} className="text-2xl">
          {title}
        </h1>
        <p className="text-color-secondary">{text}</p>
        <Link to="/" className="p-button p-component no-underline">
          <span className="p-button-label">{linkLabel}</span>
        </Link>
      </section>
    </main>
  );
}
