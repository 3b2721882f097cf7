import type { BiomarkerTemplateId, TestCategory } from '@pathdesk/contracts';

/**
 * The test catalogue a new database starts with, in every environment (like the name titles): the
 * additional studies a Thai anatomic-pathology lab orders most, with typical private-lab prices in
 * baht as defaults. Administrators edit names, prices and per-hospital prices in Settings → Tests.
 * The CGD (กรมบัญชีกลาง) fee-schedule codes are left empty on purpose: they could not be checked
 * against the current schedule here, and a wrong code on an invoice is worse than none — the lab
 * fills in its own. The tests whose result is entered with a result template (issue 30.3) name it;
 * migration 023 names the same for a catalogue seeded before it.
 */
export const ESSENTIAL_TESTS: readonly { code: string; name: string; category: TestCategory; defaultPrice: string; resultTemplate?: BiomarkerTemplateId }[] = [
  { code: 'HE-RECUT', name: 'H&E recut', category: 'recut', defaultPrice: '100.00' },
  { code: 'HE-DEEPER', name: 'H&E deeper levels (3 levels)', category: 'recut', defaultPrice: '200.00' },
  { code: 'PAS', name: 'Periodic acid–Schiff (PAS)', category: 'special-stain', defaultPrice: '300.00' },
  { code: 'PAS-D', name: 'PAS with diastase', category: 'special-stain', defaultPrice: '300.00' },
  { code: 'GMS', name: 'Grocott methenamine silver (GMS)', category: 'special-stain', defaultPrice: '400.00' },
  { code: 'AFB', name: 'Acid-fast bacilli (Ziehl–Neelsen)', category: 'special-stain', defaultPrice: '300.00' },
  { code: 'MUCICARMINE', name: 'Mucicarmine', category: 'special-stain', defaultPrice: '300.00' },
  { code: 'MT', name: "Masson's trichrome", category: 'special-stain', defaultPrice: '300.00' },
  { code: 'RETIC', name: 'Reticulin', category: 'special-stain', defaultPrice: '300.00' },
  { code: 'CONGO', name: 'Congo red', category: 'special-stain', defaultPrice: '400.00' },
  { code: 'ER', name: 'Estrogen receptor (ER)', category: 'immunohistochemistry', defaultPrice: '800.00', resultTemplate: 'er' },
  { code: 'PR', name: 'Progesterone receptor (PR)', category: 'immunohistochemistry', defaultPrice: '800.00', resultTemplate: 'pr' },
  { code: 'HER2', name: 'HER2 (IHC)', category: 'immunohistochemistry', defaultPrice: '1200.00', resultTemplate: 'her2-ihc' },
  { code: 'KI67', name: 'Ki-67', category: 'immunohistochemistry', defaultPrice: '800.00', resultTemplate: 'ki67' },
  { code: 'MMR', name: 'Mismatch-repair proteins (MLH1, PMS2, MSH2, MSH6), IHC panel', category: 'immunohistochemistry', defaultPrice: '3200.00', resultTemplate: 'mmr' },
  { code: 'PDL1', name: 'PD-L1 (IHC)', category: 'immunohistochemistry', defaultPrice: '3500.00', resultTemplate: 'pd-l1' },
  { code: 'CK7', name: 'Cytokeratin 7 (CK7)', category: 'immunohistochemistry', defaultPrice: '700.00' },
  { code: 'CK20', name: 'Cytokeratin 20 (CK20)', category: 'immunohistochemistry', defaultPrice: '700.00' },
  { code: 'P16', name: 'p16', category: 'immunohistochemistry', defaultPrice: '800.00' },
  { code: 'P40', name: 'p40', category: 'immunohistochemistry', defaultPrice: '800.00' },
  { code: 'TTF1', name: 'TTF-1', category: 'immunohistochemistry', defaultPrice: '800.00' },
  { code: 'CD20', name: 'CD20', category: 'immunohistochemistry', defaultPrice: '700.00' },
  { code: 'CD3', name: 'CD3', category: 'immunohistochemistry', defaultPrice: '700.00' },
  { code: 'IF-RENAL', name: 'Immunofluorescence panel, renal biopsy (IgG, IgA, IgM, C3, C1q)', category: 'immunofluorescence', defaultPrice: '2500.00' },
  { code: 'HER2-ISH', name: 'HER2 in situ hybridisation (send-out)', category: 'molecular', defaultPrice: '6000.00' },
  { code: 'EGFR', name: 'EGFR mutation (send-out)', category: 'molecular', defaultPrice: '8000.00' },
  { code: 'CONSULT', name: 'Outside consultation (second opinion)', category: 'consultation', defaultPrice: '1500.00' },
];
