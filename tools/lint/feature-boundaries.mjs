// Features stay in their rooms: inside an app, a file of `src/features/<a>/` reaches another
// feature `<b>` only through `src/features/<b>/index.ts`, the public face that feature chooses.
import { posix } from 'node:path';

const FEATURE = /^(.*\/apps\/[^/]+\/src\/features)\/([^/]+)(?:\/(.*))?$/;
const INDEX = new Set(['', 'index', 'index.ts', 'index.tsx', 'index.js']);

/** The feature a path lies in: `{ root, name, rest }`, or null outside any app's features. */
function featureOf(path) {
  const match = FEATURE.exec(path);
  return match ? { root: match[1], name: match[2], rest: match[3] ?? '' } : null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A feature imports another feature only through that feature's index.ts." },
    schema: [],
    messages: {
      deepImport: "Import the '{{feature}}' feature through its index.ts ('{{entry}}'), not '{{source}}'.",
    },
  },
  create(context) {
    const file = context.filename.split('\\').join('/');
    const own = featureOf(file);
    if (!own) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(posix.normalize(posix.join(posix.dirname(file), source.value)));
      if (!target || target.root !== own.root || target.name === own.name || INDEX.has(target.rest)) return;
      const entry = posix.relative(posix.dirname(file), `${target.root}/${target.name}`);
      context.report({ node: source, messageId: 'deepImport', data: { feature: target.name, entry, source: source.value } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const pathdeskPlugin = { rules: { 'feature-boundaries': featureBoundaries } };
