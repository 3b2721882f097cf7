import type { SynopticTemplate } from '../template.js';

const l = (en: string, th = en) => ({ en, th });

/** A small template for the unit tests of the value logic: every kind, condition, limit and code. */
export const SMALL_TEMPLATE: SynopticTemplate = {
  id: 'small-test',
  version: 2,
  name: l('Small test template', 'แม่แบบทดสอบ'),
  source: { dataset: 'none', edition: 'test', url: 'https://example.org/', staging: 'AJCC 8th edition', note: 'For tests.' },
  topography: 'C50.9',
  sections: [
    {
      id: 'tumour',
      label: l('Tumour', 'ก้อนเนื้องอก'),
      elements: [
        {
          id: 'procedure',
          label: l('Operative procedure', 'ชนิดการผ่าตัด'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'excision', label: l('Excision') },
            { value: 'mastectomy', label: l('Mastectomy') },
            { value: 'other', label: l('Other'), specify: 'procedure-other' },
          ],
        },
        { id: 'procedure-other', label: l('Other procedure'), kind: 'text', level: 'required', maxLength: 20, showIf: [{ element: 'procedure', in: ['other'] }] },
        { id: 'size', label: l('Invasive tumour size', 'ขนาดก้อน'), kind: 'number', level: 'required', unit: 'mm', min: 0.1, max: 300 },
        {
          id: 'type',
          label: l('Histological type'),
          kind: 'single',
          level: 'required',
          icdO3: 'morphology',
          choices: [
            { value: 'nst', label: l('Invasive carcinoma of no special type'), code: '8500/3' },
            { value: 'lobular', label: l('Invasive lobular carcinoma'), code: '8520/3' },
            { value: 'other', label: l('Other'), specify: 'type-other' },
          ],
        },
        { id: 'type-other', label: l('Other type'), kind: 'text', level: 'required', maxLength: 100, showIf: [{ element: 'type', in: ['other'] }] },
        {
          id: 'grade',
          label: l('Histological grade'),
          kind: 'single',
          level: 'recommended',
          choices: [
            { value: '1', label: l('Grade 1'), short: '1' },
            { value: '2', label: l('Grade 2'), short: '2' },
            { value: '3', label: l('Grade 3'), short: '3' },
          ],
        },
        {
          id: 'site',
          label: l('Tumour site'),
          kind: 'multiple',
          level: 'recommended',
          icdO3: 'topography',
          choices: [
            { value: 'unknown', label: l('Not specified'), exclusive: true },
            { value: 'uoq', label: l('Upper outer quadrant'), code: 'C50.4' },
            { value: 'uiq', label: l('Upper inner quadrant'), code: 'C50.2' },
          ],
        },
        {
          id: 'margins',
          label: l('Margin status'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'not-involved', label: l('Not involved'), short: 'clear' },
            { value: 'involved', label: l('Involved'), short: 'involved' },
            { value: 'cannot-be-assessed', label: l('Cannot be assessed'), short: '' },
          ],
        },
        { id: 'received', label: l('Date received'), kind: 'date', level: 'recommended' },
      ],
    },
    {
      id: 'nodes',
      label: l('Lymph nodes', 'ต่อมน้ำเหลือง'),
      elements: [
        {
          id: 'nodes',
          label: l('Lymph nodes'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'none', label: l('No lymph nodes submitted or found') },
            { value: 'present', label: l('Lymph nodes examined') },
          ],
        },
        {
          id: 'examined',
          label: l('Number of lymph nodes examined'),
          kind: 'number',
          level: 'required',
          min: 1,
          max: 100,
          integer: true,
          showIf: [{ element: 'nodes', in: ['present'] }],
        },
        {
          id: 'positive',
          label: l('Number of lymph nodes with metastasis'),
          kind: 'number',
          level: 'required',
          min: 0,
          max: 100,
          integer: true,
          showIf: [{ element: 'nodes', in: ['present'] }],
        },
        {
          id: 'ene',
          label: l('Extranodal extension'),
          kind: 'single',
          level: 'recommended',
          showIf: [{ element: 'positive', min: 1 }],
          choices: [
            { value: 'not-identified', label: l('Not identified') },
            { value: 'present', label: l('Present') },
          ],
        },
        {
          id: 'pt',
          label: l('pT'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'pT1c', label: l('pT1c') },
            { value: 'pT2', label: l('pT2') },
          ],
        },
        {
          id: 'pn',
          label: l('pN'),
          kind: 'single',
          level: 'required',
          choices: [
            { value: 'pN0', label: l('pN0') },
            { value: 'pN1a', label: l('pN1a') },
          ],
        },
        {
          id: 'er',
          label: l('ER'),
          kind: 'single',
          level: 'recommended',
          biomarker: 'er',
          showIf: [
            {
              any: [
                { element: 'type', in: ['nst'] },
                { element: 'type', in: ['lobular'] },
              ],
            },
          ],
          choices: [
            { value: 'positive', label: l('Positive') },
            { value: 'low-positive', label: l('Low positive') },
            { value: 'negative', label: l('Negative') },
          ],
        },
        { id: 'ki67', label: l('Ki-67'), kind: 'number', level: 'recommended', unit: '%', min: 0, max: 100, biomarker: 'ki67' },
      ],
    },
  ],
  limits: [{ element: 'positive', atMost: 'examined' }],
  diagnosisLine: [
    { pieces: ['{type}', 'grade {grade}', '{size} mm'] },
    { pieces: ['margins {margins}'] },
    { pieces: ['{positive}/{examined} lymph nodes with metastasis'] },
    { pieces: ['{pt}', '{pn}'], join: ' ' },
  ],
};
