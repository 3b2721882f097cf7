import { PRICE_PER, type PricePer } from '@pathdesk/contracts';
import type { SettingsT } from './i18n';

/** What a price counts (issue 27.5), as the settings name it. */
export const pricePerLabel = (t: SettingsT, value: PricePer): string => (value === 'part' ? t('common.pricePerPart') : t('common.pricePerCase'));

/** The choices of a price's basis: per case or per part. */
export const pricePerOptions = (t: SettingsT) => PRICE_PER.map((value) => ({ value, label: pricePerLabel(t, value) }));
