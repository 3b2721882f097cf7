import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Dropdown, type DropdownProps } from 'primereact/dropdown';
import { Field, type FieldFrameProps } from '../field.js';

export interface DropdownFieldProps<V> extends FieldFrameProps, Omit<DropdownProps, 'id' | 'inputId' | 'aria-describedby' | 'className' | 'value' | 'onChange' | 'required'> {
  value: V;
  /** The chosen value, or null once cleared. */
  onChange: (value: NoInfer<V> | null) => void;
}

/** The options whose searched fields (filterBy, else the label) contain `text` anywhere, in order. */
function matchingOptions(options: readonly unknown[], text: string, fields: readonly string[]): unknown[] {
  const needle = text.trim().toLocaleLowerCase();
  if (!needle) return [...options];
  return options.filter((option) => {
    if (option == null) return false;
    if (typeof option !== 'object') return String(option).toLocaleLowerCase().includes(needle);
    return fields.some((field) =>
      String((option as Record<string, unknown>)[field] ?? '')
        .toLocaleLowerCase()
        .includes(needle),
    );
  });
}

/** A printable key typed without a modifier. */
const printable = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.altKey && !event.metaKey;

/**
 * A labelled dropdown. With `filter`, typing on the closed dropdown opens it with what was typed in
 * its filter, which finds the text in any part of the name, and Enter picks the first option found
 * (issue 26.5: "นนท" then Enter picked the first hospital of the list, not Nonthaburi).
 */
export function DropdownField<V>({ id, label, error, hint, required, value, onChange, ...dropdown }: DropdownFieldProps<V>) {
  const ref = useRef<Dropdown>(null);
  const pending = useRef('');
  // Enter typed before the filter could take the text ("srj⏎" typed fast) picks once the text is in.
  const enterAfter = useRef(false);
  const fields = (dropdown.filterBy ?? dropdown.optionLabel ?? 'label').split(',').map((f) => f.trim());
  // An editable list has two inputs: a hidden one (the label's target), which hands its focus to the
  // visible one. Reached by Shift+Tab it handed the focus straight back — a keyboard trap (WCAG 2.1.2)
  // — so only the visible input is a tab stop; a click on the label still lands in it.
  useEffect(() => {
    if (dropdown.editable) ref.current?.getFocusInput()?.setAttribute('tabindex', '-1');
  }, [dropdown.editable, dropdown.disabled]);

  /** Picks the first option the filter's text finds and closes the list; false when it finds none. */
  const pickFirst = (text: string) => {
    const found = matchingOptions(dropdown.options ?? [], text, fields);
    if (!found.length || !text.trim()) return false;
    const first = found[0] as Record<string, unknown>;
    onChange((dropdown.optionValue ? first[dropdown.optionValue] : first) as V);
    ref.current?.hide();
    setTimeout(() => ref.current?.focus());
    return true;
  };

  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!dropdown.filter || dropdown.editable) return;
    const target = event.target as HTMLElement;
    if (target.classList.contains('p-dropdown-filter') && event.key === 'Enter') {
      const text = (target as HTMLInputElement).value;
      if (!text.trim() || !matchingOptions(dropdown.options ?? [], text, fields).length) return;
      event.preventDefault();
      event.stopPropagation();
      pickFirst(text);
      return;
    }
    if (target.id === id && event.key === 'Enter' && pending.current) {
      event.preventDefault();
      event.stopPropagation();
      enterAfter.current = true;
      return;
    }
    if (target.id === id && printable(event)) {
      event.preventDefault();
      event.stopPropagation();
      const first = !pending.current;
      pending.current += event.key;
      if (!first) return;
      ref.current?.show();
      deliver(30);
    }
  };

  // What was typed before the filter could take it goes into the filter, in front of what came after.
  const deliver = (tries: number) => {
    const filter = ref.current?.getOverlay()?.querySelector<HTMLInputElement>('input.p-dropdown-filter');
    if (!filter) {
      if (tries > 0) setTimeout(() => deliver(tries - 1), 16);
      else {
        pending.current = '';
        enterAfter.current = false;
      }
      return;
    }
    filter.focus();
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    setter.call(filter, pending.current + filter.value);
    pending.current = '';
    filter.dispatchEvent(new Event('input', { bubbles: true }));
    if (enterAfter.current) {
      enterAfter.current = false;
      pickFirst(filter.value);
    }
  };

  return (
    <Field id={id} label={label} error={error} hint={hint} required={required}>
      {(p) => (
        <div onKeyDownCapture={onKeyDownCapture} className="w-full">
          <Dropdown
            ref={ref}
            inputId={p.id}
            aria-describedby={p['aria-describedby']}
            // An editable dropdown types into a second, visible input that the <label> does not name.
            aria-label={dropdown.editable ? label : undefined}
            className={p.className}
            {...dropdown}
            onShow={() => {
              // Opened from the keyboard (Enter, Alt+ArrowDown), the filter takes what is typed next.
              if (dropdown.filter) ref.current?.getOverlay()?.querySelector<HTMLInputElement>('input.p-dropdown-filter')?.focus();
              dropdown.onShow?.();
            }}
            value={value}
            onChange={(e) => onChange((e.value as V | undefined) ?? null)}
          />
        </div>
      )}
    </Field>
  );
}
