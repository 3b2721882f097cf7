import type { CaseKind, Malignancy } from '@pathdesk/contracts';

/**
 * The results the demo lab gives its demo cases (demo-lab.ts): a diagnosis that fits the
 * specimen, written as pathologists do — the specimen heading, then the diagnosis line.
 */
const SURGICAL: readonly [keyword: RegExp, gross: string, microscopic: string, diagnosis: string, malignancy: Malignancy][] = [
  [
    /skin/i,
    'An ellipse of skin 1.5 × 0.8 cm with a pigmented lesion 0.6 cm.',
    'Nests of bland melanocytes at the junction and in the dermis, maturing with depth.',
    'Compound melanocytic naevus, completely excised.',
    'not-malignant',
  ],
  [
    /breast/i,
    'Four cores of tan tissue, up to 1.5 cm, all embedded.',
    'Infiltrating cords and nests of atypical ductal cells in a desmoplastic stroma.',
    'Invasive carcinoma of no special type, grade 2 (Nottingham score 6).',
    'malignant',
  ],
  [
    /prostate/i,
    'Twelve cores, 0.8 to 1.6 cm, in twelve containers.',
    'Benign glands with basal cells; focal chronic inflammation.',
    'Benign prostatic tissue; no carcinoma identified.',
    'not-malignant',
  ],
  [
    /appendi/i,
    'An appendix 6.5 cm long with a congested serosa.',
    'Transmural neutrophilic infiltrate with mucosal ulceration.',
    'Acute suppurative appendicitis with periappendicitis.',
    'not-malignant',
  ],
  [
    /gallbladder/i,
    'A gallbladder 8 cm with a thickened wall and yellow stones.',
    'Chronic inflammation with Rokitansky–Aschoff sinuses.',
    'Chronic cholecystitis with cholelithiasis.',
    'not-malignant',
  ],
  [
    /thyroid/i,
    'A thyroid 45 g with multiple colloid nodules.',
    'Nodules of follicles of varying size distended by colloid.',
    'Nodular hyperplasia (multinodular goitre); no malignancy.',
    'not-malignant',
  ],
  [/colon|polyp/i, 'Two polyps, 0.4 and 0.7 cm.', 'Tubular glands with low-grade dysplasia.', 'Tubular adenomas with low-grade dysplasia.', 'not-malignant'],
  [
    /stomach|gastr/i,
    'Four fragments of mucosa, up to 0.3 cm.',
    'Chronic active inflammation with curved bacilli on the surface.',
    'Chronic active gastritis, Helicobacter pylori present.',
    'not-malignant',
  ],
  [
    /endometri|curettage/i,
    'Tan fragments, 2 mL in aggregate.',
    'Proliferative endometrial glands in a cellular stroma.',
    'Proliferative endometrium; no hyperplasia or malignancy.',
    'not-malignant',
  ],
  [/lymph node/i, 'A lymph node 1.8 cm.', 'Reactive follicles with preserved architecture.', 'Reactive follicular hyperplasia; no lymphoma or metastasis.', 'not-malignant'],
  [
    /uterus|hysterectomy/i,
    'A uterus 180 g with an intramural nodule 3 cm.',
    'Interlacing fascicles of bland smooth muscle cells.',
    'Leiomyoma; proliferative endometrium; unremarkable cervix.',
    'not-malignant',
  ],
];

const CYTOLOGY: readonly [keyword: RegExp, interpretation: string, category: 'negative' | 'atypical'][] = [
  [/thyroid/i, 'Benign follicular nodule (Bethesda II).', 'negative'],
  [/pleura|effusion|ascit/i, 'Reactive mesothelial cells and lymphocytes; no malignant cells.', 'negative'],
  [/urine/i, 'Negative for high-grade urothelial carcinoma (Paris system II).', 'negative'],
  [/breast|lymph/i, 'Atypical cells, not diagnostic of malignancy; tissue sampling suggested.', 'atypical'],
];

export interface DemoRefs {
  pathologistId: number | null;
  screenerId: number | null;
  commentId: number | null;
}

/** A complete result for a demo case of `kind` with this specimen. */
export function demoResult(kind: CaseKind, specimen: string, refs: DemoRefs, options: { highRisk?: boolean } = {}): Record<string, unknown> {
  if (kind === 'surgical') {
    const [, gross, microscopic, line, malignancy] = SURGICAL.find(([keyword]) => keyword.test(specimen)) ?? [
      null,
      'Received in formalin.',
      'Sections examined.',
      'No malignancy identified.',
      'not-malignant',
    ];
    // The pathologist's decision, stated with the diagnosis (issue 24.1).
    return { gross, microscopic, diagnosis: `${specimen}:\n- ${line}`, malignancy, comment: null, pathologistId: refs.pathologistId };
  }
  if (kind === 'cytological') {
    const [, interpretation, category] = CYTOLOGY.find(([keyword]) => keyword.test(specimen)) ?? [null, 'No malignant cells identified.', 'negative' as const];
    return { adequacy: 'satisfactory', category, interpretation, diagnosis: `${specimen}:\n- ${interpretation}`, screenerId: refs.screenerId, pathologistId: refs.pathologistId };
  }
  return {
    adequacy: 'satisfactory',
    adequacyNote: 'Endocervical/transformation zone component present.',
    interpretation: 'NILM',
    organisms: [],
    reactiveChanges: ['inflammation'],
    commentIds: refs.commentId ? [refs.commentId] : [],
    screenerId: refs.screenerId,
    highRisk: options.highRisk ?? false,
  };
}
