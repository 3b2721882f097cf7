import { Sidebar } from 'primereact/sidebar';
import { RadioButton } from 'primereact/radiobutton';
import { datePlaceholder } from '@pathdesk/contracts';
import { useDateDisplay, useFormatDate } from '@pathdesk/web-ui';
import { useLayout, type ColorScheme, type MenuMode } from './layout-context';

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
  const display = useDateDisplay();
  const format = useFormatDate();

  return (
    <Sidebar visible position="right" onHide={onHide} header={<h2 className="m-0 text-xl">Layout</h2>} className="layout-config-sidebar w-20rem">
      <section aria-labelledby="config-menu-mode" className="mb-4">
        <h3 id="config-menu-mode" className="text-base">
          Menu mode
        </h3>
        <div className="flex gap-4" role="radiogroup" aria-labelledby="config-menu-mode">
          <Choice<MenuMode> name="menu-mode" value="static" label="Static" current={layoutConfig.menuMode} onChange={(menuMode) => setLayoutConfig({ menuMode })} />
          <Choice<MenuMode> name="menu-mode" value="overlay" label="Overlay" current={layoutConfig.menuMode} onChange={(menuMode) => setLayoutConfig({ menuMode })} />
        </div>
      </section>
      <section aria-labelledby="config-scheme" className="mb-4">
        <h3 id="config-scheme" className="text-base">
          Color scheme
        </h3>
        <div className="flex gap-4" role="radiogroup" aria-labelledby="config-scheme">
          <Choice<ColorScheme> name="scheme" value="light" label="Light" current={layoutConfig.colorScheme} onChange={(colorScheme) => setLayoutConfig({ colorScheme })} />
          <Choice<ColorScheme> name="scheme" value="dark" label="Dark" current={layoutConfig.colorScheme} onChange={(colorScheme) => setLayoutConfig({ colorScheme })} />
        </div>
      </section>
      <section aria-labelledby="config-era">
        <h3 id="config-era" className="text-base">
          Dates
        </h3>
        <p className="mt-0">
          The lab writes dates {datePlaceholder(display)}: today is {format(new Date())}.
        </p>
        <p className="text-sm text-color-secondary">An administrator sets the date format and the era in Lab settings, for everyone.</p>
      </section>
    </Sidebar>
  );
}
