// The website's own lint rules: one file-naming rule, one folder layout for every feature, and
// one way for a store to say where its read stands. eslint.config.js applies them to src/.
import path from 'node:path';

/** kebab-case words, with dotted kinds before the extension: `course-search.store.test.ts`. */
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\.[a-z0-9]+(?:-[a-z0-9]+)*)*$/;
/** Files the code imports that ESLint does not read itself: stylesheets, pictures, fonts. */
const ASSET = /\.(css|svg|png|jpe?g|webp|avif|gif|ico|woff2?)$/;
/** A feature's folders; each holds its files directly. */
const FEATURE_FOLDERS = ['api', 'assets', 'components', 'model', 'pages', 'stores', 'testing'];

/** `name` without its extension (`.d.ts` counts as one). */
function stem(name) {
  return name.replace(/(\.d)?\.[a-z0-9]+$/i, '');
}

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: {
      description: 'kebab-case file names; a store is <name>.store.ts',
    },
    schema: [],
    messages: {
      kebab: "File names are kebab-case: '{{name}}'.",
      storeName: "A store is named <name>.store.ts: '{{name}}'.",
      store: 'A store ({{store}}) lives in a file named <name>.store.ts.',
    },
  },
  create(context) {
    const name = path.basename(context.filename);
    const base = stem(name).replace(/\.test$/, '');
    const isStoreFile = base.endsWith('.store');
    return {
      Program(node) {
        if (!KEBAB.test(stem(name))) {
          context.report({ node, messageId: 'kebab', data: { name } });
          return;
        }
        if (base.endsWith('-store')) {
          context.report({ node, messageId: 'storeName', data: { name } });
        }
      },
      ClassDeclaration(node) {
        const store = node.id?.name;
        if (store?.endsWith('Store') && !isStoreFile && !name.includes('.test.')) {
          context.report({ node: node.id, messageId: 'store', data: { store } });
        }
      },
      ImportDeclaration(node) {
        const source = String(node.source.value);
        const imported = path.basename(source);
        if (ASSET.test(imported) && !KEBAB.test(stem(imported))) {
          context.report({ node: node.source, messageId: 'kebab', data: { name: imported } });
        }
      },
    };
  },
};

const featureLayout = {
  meta: {
    type: 'suggestion',
    docs: { description: 'one folder layout for every feature; pages and stores in their folders' },
    schema: [
      {
        type: 'object',
        properties: { root: { type: 'string' } },
        required: ['root'],
        additionalProperties: false,
      },
    ],
    messages: {
      folder:
        "A feature keeps its files in api/, assets/, components/, model/, pages/, stores/ or testing/, one level deep: '{{file}}'.",
      page: "A page (<name>.page.tsx) sits in its feature's pages/.",
      notPage: 'pages/ holds the pages: name this file <name>.page.tsx, or move it.',
      store: 'A store (<name>.store.ts) sits in a stores/ folder.',
    },
  },
  create(context) {
    const [{ root }] = context.options;
    const parts = path.relative(root, context.filename).split(path.sep);
    const name = parts.at(-1) ?? '';
    const folder = parts.at(-2);
    const base = stem(name).replace(/\.test$/, '');
    return {
      Program(node) {
        if (base.endsWith('.store') && folder !== 'stores') {
          context.report({ node, messageId: 'store' });
        }
        if (parts[0] !== 'features') return;
        const inside = parts.slice(2);
        if (inside.length !== 2 || !FEATURE_FOLDERS.includes(inside[0])) {
          context.report({ node, messageId: 'folder', data: { file: parts.slice(1).join('/') } });
          return;
        }
        if (base.endsWith('.page') && folder !== 'pages') {
          context.report({ node, messageId: 'page' });
        }
        if (folder === 'pages' && !base.endsWith('.page') && !name.includes('.test.')) {
          context.report({ node, messageId: 'notPage' });
        }
      },
    };
  },
};

/** Inside `Extract<LoadStatus, 'loading'>` or `Exclude<…>`: a part of the one type, picked. */
function inTypeArguments(node) {
  for (let at = node.parent; at; at = at.parent) {
    if (at.type === 'TSTypeParameterInstantiation') return true;
    if (at.type.endsWith('Statement') || at.type.endsWith('Declaration')) return false;
  }
  return false;
}

const loadStatus = {
  meta: {
    type: 'suggestion',
    docs: { description: "a read's status is the one LoadStatus type" },
    schema: [],
    messages: {
      status:
        "A read's status is LoadStatus (stores/load-status.ts), or a part of it picked with Extract or Exclude.",
    },
  },
  create(context) {
    return {
      "TSLiteralType[literal.value='loading']"(node) {
        if (!inTypeArguments(node)) context.report({ node, messageId: 'status' });
      },
    };
  },
};

export const webShape = {
  meta: { name: 'web-shape' },
  rules: { 'file-names': fileNames, 'feature-layout': featureLayout, 'load-status': loadStatus },
};
