import { suggestMalignancy } from './malignancy.js';

describe('suggestMalignancy (a suggestion the pathologist confirms)', () => {
  it.each([
    // The old rule (migration 011) counted these as malignant: the negation is not right before the term.
    ['Endometrium, curettage:\n- Proliferative endometrium; no hyperplasia or malignancy.', 'not-malignant'],
    ['Lymph node: reactive follicular hyperplasia; no lymphoma or metastasis.', 'not-malignant'],
    ['Benign prostatic tissue; no carcinoma identified.', 'not-malignant'],
    ['Skin: dermatofibroma. Negative for malignancy.', 'not-malignant'],
    ['Breast, core biopsy: Invasive carcinoma of no special type, grade 2.', 'malignant'],
    ['Axillary lymph nodes, negative for metastasis (0/12); breast: invasive lobular carcinoma.', 'malignant'],
    ['Breast: ductal carcinoma in situ, high grade.', 'uncertain'],
    ['Thyroid: follicular lesion, suspicious for papillary carcinoma.', 'uncertain'],
    ['Appendix: acute suppurative appendicitis.', 'not-malignant'],
  ] as const)('%s → %s', (diagnosis, expected) => {
    expect(suggestMalignancy(diagnosis)).toBe(expected);
  });

  it('suggests nothing for an empty diagnosis', () => {
    expect(suggestMalignancy(null)).toBeNull();
    expect(suggestMalignancy('  \n ')).toBeNull();
  });
});
