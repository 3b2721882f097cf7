// A breast synoptic report as results and their tests write it (issue 30).

export const BREAST = { templateId: 'breast-invasive-resection', version: 1 };
/** A typical mastectomy: every core element the values ask for (no DCIS, node-negative: their elements are not asked). */
export const COMPLETE = {
  'neoadjuvant-therapy': 'not-given',
  'operative-procedure': 'mastectomy',
  laterality: 'left',
  'tumour-focality': 'single',
  'invasive-size': 25,
  'histological-type': 'nst',
  'histological-grade': '2',
  'lymphovascular-invasion': 'not-identified',
  dcis: 'not-identified',
  'invasive-margin': 'not-involved',
  'invasive-margin-distance': 5,
  'nodes-status': 'examined',
  'nodes-examined': 15,
  'nodes-positive': 0,
  'er-status': 'positive',
  'pr-status': 'positive',
  'her2-status': 'low',
  pt: 'pT2',
  pn: 'pN0',
  pm: 'not-applicable',
};
export const CODES = { topography: 'C50.4', morphology: '8500/3' };
