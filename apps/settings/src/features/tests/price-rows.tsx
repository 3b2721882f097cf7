import { useSettingsT } from '../../i18n';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { CASE_KINDS, type CaseKind } from '@pathdesk/contracts';
import { useGetCfgOptionsQuery, useGetHospitalOptionsQuery } from '@pathdesk/web-lookups';
import { emptyPriceRow, type Payer, type PriceRow } from './test-form-model';

/** A test's own prices for a hospital or company (and a case kind, or any), one row each. */
export function PriceRows({ rows, errors, onChange }: { rows: PriceRow[]; errors: Record<number, string>; onChange: (rows: PriceRow[]) => void }) {
  const { t } = useSettingsT();
  const payers: { value: Payer; label: string }[] = [
    { value: 'hospital', label: t('tests.payers.hospital') },
    { value: 'company', label: t('tests.payers.company') },
  ];
  const kindLabels: Record<CaseKind, string> = {
    surgical: t('prefixes.kinds.surgical'),
    cytological: t('prefixes.kinds.cytological'),
    gynecological: t('prefixes.kinds.gynecological'),
  };
  const kinds = [{ value: null, label: t('tests.anyKind') }, ...CASE_KINDS.map((value) => ({ value, label: kindLabels[value] }))];
  const { data: hospitals = [] } = useGetHospitalOptionsQuery();
  const { data: companies = [] } = useGetCfgOptionsQuery('companies');
  const change = (i: number, patch: Partial<PriceRow>) => onChange(rows.map((row, j) => (j === i ? { ...row, ...patch } : row)));

  return (
    <fieldset className="border-none p-0 m-0">
      <legend className="font-semibold mb-2">{t('tests.prices')}</legend>
      {rows.length === 0 ? <p className="text-color-secondary mt-0">{t('tests.noPrices')}</p> : null}
      {rows.map((row, i) => {
        const n = i + 1;
        return (
          <div key={i} className="mb-2">
            <div className="flex flex-wrap gap-2 align-items-center">
              <Dropdown value={row.payer} options={payers} onChange={(e) => change(i, { payer: e.value as Payer, payerId: null })} aria-label={t('tests.priceN.payer', { n })} />
              <Dropdown
                value={row.payerId}
                options={row.payer === 'hospital' ? hospitals : companies}
                optionLabel="name"
                optionValue="id"
                filter
                placeholder={row.payer === 'hospital' ? t('common.chooseHospital') : t('tests.chooseCompany')}
                onChange={(e) => change(i, { payerId: (e.value as number | undefined) ?? null })}
                aria-label={row.payer === 'hospital' ? t('tests.priceN.hospital', { n }) : t('tests.priceN.company', { n })}
                className={errors[i] ? 'p-invalid' : undefined}
                style={{ minWidth: '14rem' }}
              />
              <Dropdown
                value={row.kind}
                options={kinds}
                onChange={(e) => change(i, { kind: (e.value as CaseKind | null | undefined) ?? null })}
                aria-label={t('tests.priceN.kind', { n })}
              />
              <InputNumber
                value={row.price}
                onValueChange={(e) => change(i, { price: e.value ?? null })}
                mode="decimal"
                minFractionDigits={2}
                maxFractionDigits={2}
                min={0}
                aria-label={t('tests.priceN.baht', { n })}
                inputClassName={errors[i] ? 'p-invalid' : undefined}
                inputStyle={{ width: '8rem' }}
              />
              <Button
                type="button"
                icon="pi pi-trash"
                text
                rounded
                severity="danger"
                aria-label={t('tests.priceN.remove', { n })}
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              />
            </div>
            {errors[i] ? (
              <small className="p-error" role="alert">
                {errors[i]}
              </small>
            ) : null}
          </div>
        );
      })}
      <Button type="button" label={t('tests.addPrice')} icon="pi pi-plus" text onClick={() => onChange([...rows, emptyPriceRow()])} />
    </fieldset>
  );
}
