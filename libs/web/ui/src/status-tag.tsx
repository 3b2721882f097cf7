export type TagSeverity = 'success' | 'info' | 'warning' | 'danger' | 'secondary' | 'contrast';

export interface StatusTagProps {
  value: string;
  severity?: TagSeverity;
}

/** PrimeReact's Tag markup, styled by the theme (no component code to download). */
export function StatusTag({ value, severity }: StatusTagProps) {
  return (
    <span className={`p-tag p-component${severity ? ` p-tag-${severity}` : ''}`}>
      <span className="p-tag-value">{value}</span>
    </span>
  );
}
