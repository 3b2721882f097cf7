import { useId, type ReactNode } from 'react';
import styles from './report-document.module.css';

/** One part of the result (a heading and its text); nothing at all when it has no content. */
export function Section({ label, children, emphasis = false }: { label: string; children: ReactNode; emphasis?: boolean }) {
  const id = useId();
  if (children == null || children === '' || children === false) return null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h4 id={id} className={styles.sectionLabel}>
        {label}
      </h4>
      {typeof children === 'string' ? <p className={emphasis ? `${styles.text} ${styles.emphasis}` : styles.text}>{children}</p> : children}
    </section>
  );
}

/** Items of a section as a list (organisms, comments); nothing when there are none. */
export function ItemList({ items }: { items: readonly string[] }) {
  if (!items.length) return null;
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
