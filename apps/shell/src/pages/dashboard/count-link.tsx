import { Link } from 'react-router';
import { useCanOpen } from '@pathdesk/web-data';
import { countText } from '@pathdesk/web-ui';
import { linkFor } from './dashboard-model';
import styles from './dashboard.module.css';

/**
 * A number of the dashboard, a link to the list behind it where the user may open that list;
 * "1,000+" when the API stopped counting at its cap (`capped`).
 */
export function CountLink({ count, capped = false, link, label }: { count: number; capped?: boolean; link: string; label: string }) {
  const to = linkFor(link, useCanOpen());
  const text = countText(count, capped);
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
export function FigureRow({ label, count, capped, link, note }: { label: string; count: number; capped?: boolean; link: string; note?: string }) {
  return (
    <li>
      <span>
        {label}
        {note ? <span className={`${styles.muted} ml-2`}>{note}</span> : null}
      </span>
      <CountLink count={count} capped={capped} link={link} label={note ? `${label}, ${note}` : label} />
    </li>
  );
}
