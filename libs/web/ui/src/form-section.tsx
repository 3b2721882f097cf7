import type { ReactNode } from 'react';

/** A titled group of a form's fields (a fieldset and its legend), in the order of the paper form. */
export function FormSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  return (
    <fieldset className={`m-0 border-1 surface-border border-round ${className ?? ''}`.trim()} style={{ padding: '0.75rem 1rem 0.25rem' }}>
      <legend className="px-2 font-semibold text-color">{title}</legend>
      {children}
    </fieldset>
  );
}
