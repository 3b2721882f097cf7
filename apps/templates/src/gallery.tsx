import { useId, type ReactNode } from 'react';
import { PageCard } from '@pathdesk/web-ui';
import styles from './templates.module.css';

export interface ExampleProps {
  title: string;
  /** One line: when a team should reach for this. */
  use: string;
  /** What to import, shown under the example. */
  code?: string;
  children: ReactNode;
}

/** One titled example of a template page, with when to use it and what to import. */
export function Example({ title, use, code, children }: ExampleProps) {
  const id = useId();
  return (
    <section className={styles.example} aria-labelledby={id}>
      <h2 id={id} className="text-xl mt-0 mb-1">
        {title}
      </h2>
      <p className="mt-0 mb-3 text-color-secondary">When to use: {use}</p>
      {children}
      {code ? <CodeBlock code={code} /> : null}
    </section>
  );
}

/** A template page: the page frame every PathDesk page uses, around its examples. */
export function GalleryPage({ title, subtitle, children }: { title: string; subtitle: ReactNode; children: ReactNode }) {
  return (
    <PageCard title={title} subtitle={subtitle}>
      {children}
    </PageCard>
  );
}

/** Code to copy, as it is written in the repository. */
export function CodeBlock({ code }: { code: string }) {
  return (
    <pre className={styles.code}>
      <code>{code}</code>
    </pre>
  );
}

/** A DataTable's pass-through options that name its table for screen readers. */
export const namedTable = (name: string) => ({ table: { 'aria-label': name } });
