import { Link } from 'react-router';
import { useCanOpen } from '@pathdesk/web-data';
import { linkFor } from './dashboard-model';
import styles from './dashboard.module.css';

/** A number of the dashboard, a link to the list behind it where the user may open that list. */
export function CountLink({ count, link, label }: { count: number; link: string; label: string }) {
  const to = linkFor(link, useCanOpen());
  const text = count.toLocaleString();
  return to ? (
    <Link to={to} className={styles.number} aria-label={`${text} ${label}`}>
      {text}
    </Link>
  ) : (
    <span className={styles.number} aria-label={`${text} ${label}`}>
      {text}
    </span>
  );
}

/** A row of a panel's figure list: what, and its linked number. */
export function FigureRow({ label, count, link, note }: { label: string; count: number; link: string; note?: string }) {
  return (
    <li>
      <span>
        {label}
        {note ? <span className={`${styles.muted} ml-2`}>{note}</span> : null}
      </span>
      <CountLink count={count} link={link} label={note ? `${label}, ${note}` : label} />
    </li>
  );
}
