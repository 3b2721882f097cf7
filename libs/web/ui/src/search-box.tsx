import type { Ref } from 'react';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';

export interface SearchBoxProps {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  /** Says what is searched, e.g. "Search hospitals"; also the placeholder. */
  label: string;
  /** Enter pressed with this text (a barcode scanner types the code and presses Enter). */
  onEnter?: (value: string) => void;
  /** The input, e.g. to take the focus back after a scan was handled (issue 26.3). */
  inputRef?: Ref<HTMLInputElement>;
}

/** The search field of a list's toolbar. */
export function SearchBox({ value, onChange, label, onEnter, inputRef }: SearchBoxProps) {
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-search" />
      <InputText
        ref={inputRef}
        value={value}
        onChange={onChange}
        placeholder={label}
        // Wide enough to read its placeholder in full (issue 26.3: "Scan or search…" was cut).
        size={Math.min(Math.max(label.length + 2, 20), 44)}
        aria-label={label}
        type="search"
        onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter(e.currentTarget.value) : undefined}
      />
    </IconField>
  );
}
