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
}

/** The search field of a list's toolbar. */
export function SearchBox({ value, onChange, label, onEnter }: SearchBoxProps) {
  return (
    <IconField iconPosition="left">
      <InputIcon className="pi pi-search" />
      <InputText
        value={value}
        onChange={onChange}
        placeholder={label}
        aria-label={label}
        type="search"
        onKeyDown={onEnter ? (e) => e.key === 'Enter' && onEnter(e.currentTarget.value) : undefined}
      />
    </IconField>
  );
}
