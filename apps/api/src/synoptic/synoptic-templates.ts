import { parseTemplateFiles } from './template-files.js';
import { TEMPLATE_FILES } from './templates/index.js';

/** The injection token of the templates, parsed once when the API starts. */
export const SYNOPTIC_TEMPLATES = Symbol('SYNOPTIC_TEMPLATES');

export const synopticTemplatesProvider = { provide: SYNOPTIC_TEMPLATES, useFactory: () => parseTemplateFiles(TEMPLATE_FILES) };
