export interface SpinnerProps {
  /** CSS size, e.g. '2.5rem'. */
  size?: string;
  label?: string;
}

/**
 * PrimeReact's ProgressSpinner markup, styled by the theme, without its component code: the shell
 * shows this before anything else is loaded, so it must cost nothing.
 */
export function Spinner({ size = '3rem', label }: SpinnerProps) {
  return (
    <div className="p-progress-spinner" style={{ width: size, height: size }} role="progressbar" aria-label={label} aria-busy="true">
      <svg className="p-progress-spinner-svg" viewBox="25 25 50 50">
        <circle className="p-progress-spinner-circle" cx="50" cy="50" r="20" fill="none" strokeWidth="4" strokeMiterlimit="10" />
      </svg>
    </div>
  );
}
