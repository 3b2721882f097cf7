// rspack loader around purge-css.mjs: `options.roots` are the folders whose sources decide what stays.
import { collectTokens, purgeCss } from './purge-css.mjs';

export default function purgeCssLoader(source) {
  const { roots } = this.getOptions();
  const { tokens, files } = collectTokens(roots);
  for (const root of roots) this.addContextDependency(root);
  for (const file of files) this.addDependency(file);
  return purgeCss(source, tokens);
}
