import { useMemo } from 'react';
import { useReportsT } from '../../i18n';
import { Dropdown } from 'primereact/dropdown';
import type { PayerRef } from '@pathdesk/contracts';
import { useGetCfgOptionsQuery, useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { parsePayerKey, payerKey } from './invoice-list-query';

interface PayerOption {
  key: string;
  label: string;
}
interface PayerGroup {
  label: string;
  items: PayerOption[];
}

export interface PayerDropdownProps {
  id?: string;
  value: PayerRef | null;
  onChange: (payer: PayerRef | null) => void;
  /** What no payer means here: "All payers". */
  placeholder: string;
  ariaLabel?: string;
  invalid?: boolean;
}

/** A payer: an active hospital or company (grouped), searchable; cleared, every payer. */
export function PayerDropdown({ id, value, onChange, placeholder, ariaLabel, invalid }: PayerDropdownProps) {
  const { t } = useReportsT();
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const { data: companies = [] } = useGetCfgOptionsQuery('companies');
  const groups = useMemo<PayerGroup[]>(
    () =>
      [
        { label: t('invoice.hospitals'), items: hospitals.map((h) => ({ key: payerKey({ type: 'hospital', id: h.id }), label: h.name })) },
        { label: t('invoice.companies'), items: companies.map((c) => ({ key: payerKey({ type: 'company', id: c.id }), label: c.name })) },
      ].filter((g) => g.items.length > 0),
    [hospitals, companies, t],
  );

  return (
    <Dropdown
      inputId={id}
      value={value ? payerKey(value) : null}
      options={groups}
      optionGroupLabel="label"
      optionGroupChildren="items"
      optionLabel="label"
      optionValue="key"
      onChange={(e) => onChange(parsePayerKey(e.value as string | undefined))}
      placeholder={placeholder}
      filter
      showClear
      invalid={invalid}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      style={{ minWidth: '16rem' }}
    />
  );
}
