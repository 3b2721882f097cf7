// The API's layers (apps/api/layers.json): a file of `apps/api/src/<folder>/` imports only its own
// folder and the folders listed before it, so the folders form no cycle. Tests are exempt (eslint.config.mjs).
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const LAYERS_FILE = join(import.meta.dirname, '../../apps/api/layers.json');
const SOURCE = /^(.*\/apps\/api\/src)\/(.+)$/;

/** Each declared folder (or root file) of apps/api/src with its rank and layer, in declaration order. */
export function apiLayers(file = LAYERS_FILE) {
  const { layers } = JSON.parse(readFileSync(file, 'utf8'));
  const ranks = new Map();
  for (const layer of layers) for (const folder of layer.folders) ranks.set(folder, { rank: ranks.size, layer: layer.name });
  return ranks;
}

/** The top-level folder (or root file) of apps/api/src a path lies in: `{ root, unit }`, or null outside. */
function unitOf(path) {
  const match = SOURCE.exec(path);
  if (!match) return null;
  const [first, ...rest] = match[2].split('/');
  return { root: match[1], unit: rest.length ? first : first.replace(/\.js$/, '.ts') };
}

export const apiLayersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'An API folder imports only the folders before it in apps/api/layers.json.' },
    schema: [],
    messages: {
      upward:
        "'{{from}}' ({{fromLayer}}) may not import '{{to}}' ({{toLayer}}): a folder imports only the folders listed before it in apps/api/layers.json. Move what both need down, or let '{{to}}' call '{{from}}'.",
      undeclared: "'{{unit}}' is not declared in apps/api/layers.json: give it its place in a layer.",
    },
  },
  create(context) {
    const file = context.filename.split('\\').join('/');
    const own = unitOf(file);
    if (!own) return {};
    const ranks = apiLayers();
    const mine = ranks.get(own.unit);
    if (!mine) {
      return { Program: (node) => context.report({ node, messageId: 'undeclared', data: { unit: own.unit } }) };
    }
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = unitOf(posix.normalize(posix.join(posix.dirname(file), source.value)));
      if (!target || target.root !== own.root || target.unit === own.unit) return;
      const theirs = ranks.get(target.unit);
      if (!theirs) return context.report({ node: source, messageId: 'undeclared', data: { unit: target.unit } });
      if (theirs.rank < mine.rank) return;
      context.report({ node: source, messageId: 'upward', data: { from: own.unit, fromLayer: mine.layer, to: target.unit, toLayer: theirs.layer } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};
