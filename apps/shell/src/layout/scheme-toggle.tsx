import { useLayout } from './layout-context';
import { useShellT } from '../i18n';

/** The top bar's dark/light switch (spec §2): applies to the shell and every remote, and is remembered. */
export function SchemeToggle() {
  const { layoutConfig, setLayoutConfig } = useLayout();
  const { t } = useShellT();
  const dark = layoutConfig.colorScheme === 'dark';
  return (
    <button
      type="button"
      className="p-link layout-topbar-button"
      aria-label={t('topbar.darkScheme')}
      aria-pressed={dark}
      title={dark ? t('topbar.toLight') : t('topbar.toDark')}
      onClick={() => setLayoutConfig({ colorScheme: dark ? 'light' : 'dark' })}
    >
      <i className={dark ? 'pi pi-sun' : 'pi pi-moon'} aria-hidden />
    </button>
  );
}
