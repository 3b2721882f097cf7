import { useLayout } from './layout-context';

/** The top bar's dark/light switch (spec §2): applies to the shell and every remote, and is remembered. */
export function SchemeToggle() {
  const { layoutConfig, setLayoutConfig } = useLayout();
  const dark = layoutConfig.colorScheme === 'dark';
  return (
    <button
      type="button"
      className="p-link layout-topbar-button"
      aria-label="Dark scheme"
      aria-pressed={dark}
      title={dark ? 'Switch to the light scheme' : 'Switch to the dark scheme'}
      onClick={() => setLayoutConfig({ colorScheme: dark ? 'light' : 'dark' })}
    >
      <i className={dark ? 'pi pi-sun' : 'pi pi-moon'} aria-hidden />
    </button>
  );
}
