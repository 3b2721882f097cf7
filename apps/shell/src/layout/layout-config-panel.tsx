import { Sidebar } from 'primereact/sidebar';
import { RadioButton } from 'primereact/radiobutton';
import { InputSwitch } from 'primereact/inputswitch';
import { selectBuddhistEra, setBuddhistEra, useAppDispatch, useAppSelector } from '@pathdesk/web-data';
import { formatDate } from '@pathdesk/web-ui';
import { useLayout, type ColorScheme, type MenuMode } from './layout-context';
import { savePreferences } from './layout-preferences';

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
  const buddhistEra = useAppSelector(selectBuddhistEra);
  const dispatch = useAppDispatch();
  const setEra = (on: boolean) => {
    dispatch(setBuddhistEra(on));
    savePreferences({ buddhistEra: on });
  };

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
        <div className="flex align-items-center gap-2">
          <InputSwitch inputId="config-buddhist-era" checked={buddhistEra} onChange={(e) => setEra(!!e.value)} />
          <label htmlFor="config-buddhist-era">Years in the Buddhist Era (พ.ศ.)</label>
        </div>
        <p className="text-sm text-color-secondary">Today: {formatDate(new Date(), { buddhistEra })}</p>
      </section>
    </Sidebar>
  );
}
