import type { CfgCategory } from '@pathdesk/contracts';

export interface CategoryCopy {
  title: string;
  subtitle: string;
  /** The singular, in sentences ("Add a screener"). */
  noun: string;
  /** What the optional `value` field holds for this category. */
  valueLabel: string;
  valueHint?: string;
  /** What the `description` field holds, where it is more than a description (a payer's address). */
  descriptionHint?: string;
}

/** How each config-value category is named on its page (the list editor is the same for all). */
export const CATEGORY_COPY: Record<CfgCategory, CategoryCopy> = {
  prefix: {
    title: 'Name titles',
    subtitle: 'คำนำหน้าชื่อ: the titles offered before a patient\'s name.',
    noun: 'title',
    valueLabel: 'English',
    valueHint: 'The English form, e.g. Mr. for นาย.',
  },
  screener: {
    title: 'Screeners',
    subtitle: 'Cytotechnologists who screen cytology and Pap slides.',
    noun: 'screener',
    valueLabel: 'Credentials',
    valueHint: 'Shown under the name on reports, e.g. CT(ASCP).',
  },
  pathologist: {
    title: 'Pathologists',
    subtitle: 'Pathologists named on reports.',
    noun: 'pathologist',
    valueLabel: 'Credentials',
    valueHint: 'Shown under the signature, e.g. MD, Thai Board of Anatomical Pathology.',
  },
  cytologicaltype: {
    title: 'Cytological types',
    subtitle: 'Kinds of non-gynecological cytology specimen (FNA, body fluid, urine…).',
    noun: 'cytological type',
    valueLabel: 'Code',
  },
  gynecologicaltype: {
    title: 'Gynecological types',
    subtitle: 'Kinds of Pap specimen (conventional smear, liquid-based).',
    noun: 'gynecological type',
    valueLabel: 'Code',
  },
  gynecologicalcomment: {
    title: 'Gynecological comments',
    subtitle: 'Standard comments and recommendations picked on Pap results.',
    noun: 'comment',
    valueLabel: 'Code',
  },
  company: {
    title: 'Companies',
    subtitle: 'Payers billed for cases: health schemes, insurers, self-pay.',
    noun: 'company',
    valueLabel: 'Tax id',
    valueHint: '13 digits; printed on its invoices.',
    // Invoices print a company payer's description as its address (apps/api/src/billing/sql/payers.ts).
    descriptionHint: 'Its address: printed on its invoices.',
  },
};
