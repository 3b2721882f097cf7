const LABELS: Record<string, string> = {
  malignant: 'Malignant',
  'not-malignant': 'Not malignant',
  pending: 'Pending',
  nondiagnostic: 'Non-diagnostic',
  negative: 'Negative',
  atypical: 'Atypical',
  suspicious: 'Suspicious for malignancy',
  unsatisfactory: 'Unsatisfactory',
  NILM: 'NILM',
  'ASC-US': 'ASC-US',
  'ASC-H': 'ASC-H',
  LSIL: 'LSIL',
  HSIL: 'HSIL',
  SCC: 'Squamous cell carcinoma',
  AGC: 'AGC',
  AIS: 'AIS',
  ADENOCARCINOMA: 'Adenocarcinoma',
  OTHER: 'Other',
};

/** How a summary names a category (cytology's "malignant" stays "Malignant"). */
export function summaryCategoryLabel(category: string): string {
  return LABELS[category] ?? category;
}
