import type { ReactNode } from 'react';
import styles from '../templates.module.css';

/** A chapter of the documentation page; its id is the anchor of the table of contents. */
export function DocSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} className={styles.example} aria-labelledby={`${id}-title`} tabIndex={-1}>
      <h2 id={`${id}-title`} className="text-xl mt-0">
        {title}
      </h2>
      {children}
    </section>
  );
}
