import breast from './breast-invasive-resection.v1.json' with { type: 'json' };
import cervix from './cervix-carcinoma.v1.json' with { type: 'json' };
import colorectal from './colorectal-resection.v1.json' with { type: 'json' };
import lung from './lung-resection.v1.json' with { type: 'json' };
import prostate from './prostate-radical-prostatectomy.v1.json' with { type: 'json' };

/**
 * The template files by name (`<id>.v<version>.json`): bundled into the API, checked at start. A
 * new template or version is a new file here; a published file is never edited (cases keep the
 * version they were written with) — a change is a new version.
 */
export const TEMPLATE_FILES: Readonly<Record<string, unknown>> = {
  'breast-invasive-resection.v1.json': breast,
  'cervix-carcinoma.v1.json': cervix,
  'colorectal-resection.v1.json': colorectal,
  'lung-resection.v1.json': lung,
  'prostate-radical-prostatectomy.v1.json': prostate,
};
