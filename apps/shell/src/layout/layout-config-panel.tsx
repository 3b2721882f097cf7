import { Sidebar } from 'primereact/sidebar';
import { RadioButton } from 'primereact/radiobutton';
import { datePlaceholder } from '@pathdesk/contracts';
import { useDateDisplay, useFormatDate } from '@pathdesk/web-ui';
import { useLayout, type ColorScheme, type MenuMode } from './layout-context';
import { useShellT } from '../i18n';

function Choice<V extends string>({ name, value, label, current, onChange }: { name: string; value: V; label: string; current: V; onChange: (v: V) => void }) {
  const id = `${name}-${value}`;
  return (
    <div className="flex align-items-center gap-2">
      <RadioButton inputId={id} name={name} value={value} checked={current === value} onChange={() => onChange(value)} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** The layout configuration (in the style of the Sakai template): menu mode, scheme, and the era of dates. */
export default function LayoutConfigPanel({ onHide }: { onHide: () => void }) {
  const { layoutConfig, setLayoutConfig } = useLayout();
  const { t } = useShellT();
  const display = useDateDisplay();
  const format = useFormatDate();

  return (
    <Sidebar visible position="right" onHide={onHide} header={<h2 className="m-0 text-xl">{t('layoutConfig.title')}</h2>} className="layout-config-sidebar w-20rem">
      <section aria-labelledby="config-menu-mode" className="mb-4">
        <h3 id="config-menu-mode" className="text-base">
          {t('layoutConfig.menuMode')}
        </h3>
        <div className="flex gap-4" role="radiogroup" aria-labelledby="config-menu-mode">
          <Choice<MenuMode>
            name="menu-mode"
            value="static"
            label={t('layoutConfig.static')}
            current={layoutConfig.menuMode}
            onChange={(menuMode) => setLayoutConfig({ menuMode })}
          />
          <Choice<MenuMode>
            name="menu-mode"
            value="overlay"
            label={t('layoutConfig.overlay')}
            current={layoutConfig.menuMode}
            onChange={(menuMode) => setLayoutConfig({ menuMode })}
          />
        </div>
      </section>
      <section aria-labelledby="config-scheme" className="mb-4">
        <h3 id="config-scheme" className="text-base">
          {t('layoutConfig.colorScheme')}
        </h3>
        <div className="flex gap-4" role="radiogroup" aria-labelledby="config-scheme">
          <Choice<ColorScheme>
            name="scheme"
            value="light"
            label={t('layoutConfig.light')}
            current={layoutConfig.colorScheme}
            onChange={(colorScheme) => setLayoutConfig({ colorScheme })}
          />
          <Choice<ColorScheme>
            name="scheme"
            value="dark"
            label={t('layoutConfig.dark')}
            current={layoutConfig.colorScheme}
            onChange={(colorScheme) => setLayoutConfig({ colorScheme })}
          />
        </div>
      </section>
      <section aria-labelledby="config-era">
        <h3 id="config-era" className="text-base">
          {t('layoutConfig.dates')}
        </h3>
        <p className="mt-0">{t('layoutConfig.datesNow', { format: datePlaceholder(display), today: format(new Date()) })}</p>
        <p className="text-sm text-color-secondary">{t('layoutConfig.datesHint')}</p>
      </section>
    </Sidebar>
  );
}
