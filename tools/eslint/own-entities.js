import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Each entity of the one table has one owner: the domain (or layer) whose `entities.ts` declares
 * it (`export const <owner>Entities = { name: definition, ... }`, joined in
 * functions/src/entities.ts). This rule fails when a file of domain A reads or writes an entity
 * domain B owns: A asks B's index.ts the question it has instead. Entities of the layers below
 * the domains (db, kernel) are the foundation every domain stands on, so any domain may use them.
 */

/** Entity name -> owner folder, from every `functions/src/<owner>/entities.ts`. */
export function entityOwners(srcDir) {
  const owners = new Map();
  for (const folder of readdirSync(srcDir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    let text;
    try {
      text = readFileSync(join(srcDir, folder.name, 'entities.ts'), 'utf8');
    } catch {
      continue;
    }
    const record = /export const \w+Entities = \{([^}]*)\}/.exec(text);
    for (const [, name] of record?.[1].matchAll(/^\s*(\w+)\s*[:,]/gm) ?? []) {
      owners.set(name, folder.name);
    }
  }
  return owners;
}

/** The entities the data-table manager's tables are bound to (`binding: { kind: 'entity', entity }`). */
export function tableEntities(srcDir) {
  const found = new Set();
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith('.ts') && !path.endsWith('.test.ts')) {
        const text = readFileSync(path, 'utf8');
        for (const [, name] of text.matchAll(/kind: 'entity',\s*entity: '(\w+)'/g)) found.add(name);
      }
    }
  };
  walk(srcDir);
  return [...found].sort();
}

// Calls whose function argument is handed a transaction's entities as its first parameter.
const TX_CALLS = /^(commit\w*|transaction|write|get)$/;
const TX_TYPES = new Set(['TxEntities', 'Entities', 'MarkerTx']);

const calleeName = (callee) =>
  callee.type === 'Identifier'
    ? callee.name
    : callee.type === 'MemberExpression' && !callee.computed
      ? callee.property.name
      : undefined;

const isEntitiesExpression = (node) =>
  (node?.type === 'MemberExpression' && !node.computed && node.property.name === 'entities') ||
  (node?.type === 'Identifier' && node.name === 'entities');

const typeName = (param) => {
  const annotation = param.typeAnnotation?.typeAnnotation;
  return annotation?.type === 'TSTypeReference' && annotation.typeName.type === 'Identifier'
    ? annotation.typeName.name
    : undefined;
};

export function ownEntitiesRule({ srcDir, layers }) {
  let owners;
  return {
    meta: {
      type: 'problem',
      docs: { description: 'A domain reads and writes only the entities it owns.' },
      schema: [],
      messages: {
        foreign:
          "'{{name}}' belongs to {{owner}}: ask functions/src/{{owner}}/index.ts for what you need (a read, or a transaction's step) instead of touching its entity.",
      },
    },
    create(context) {
      const file = relative(srcDir, context.filename);
      if (file.startsWith('..')) return {};
      const [domain, ...rest] = file.split(sep);
      if (rest.length === 0 || layers.has(domain)) return {};
      owners ??= entityOwners(srcDir);
      const source = context.sourceCode;

      const reported = new Set();
      const check = (node, name) => {
        if (reported.has(node)) return;
        reported.add(node);
        const owner = owners.get(name);
        if (!owner || owner === domain || layers.has(owner)) return;
        context.report({ node, messageId: 'foreign', data: { name, owner } });
      };
      // Every `alias.<name>` of a variable that holds the entities.
      const followAlias = (declaration, only) => {
        for (const variable of source.getDeclaredVariables(declaration)) {
          if (only && variable.name !== only) continue;
          for (const reference of variable.references) {
            const parent = reference.identifier.parent;
            if (
              parent.type === 'MemberExpression' &&
              parent.object === reference.identifier &&
              !parent.computed
            ) {
              check(parent.property, parent.property.name);
            }
          }
        }
      };
      const checkPattern = (pattern) => {
        for (const property of pattern.properties) {
          if (property.type === 'Property' && property.key.type === 'Identifier') {
            check(property.key, property.key.name);
          }
        }
      };
      const checkFunction = (fn) => {
        fn.params.forEach((param, index) => {
          const typed =
            TX_TYPES.has(typeName(param) ?? '') ||
            (param.type === 'Identifier' && param.name === 'tx');
          const callback =
            index === 0 &&
            fn.parent.type === 'CallExpression' &&
            fn.parent.arguments.includes(fn) &&
            TX_CALLS.test(calleeName(fn.parent.callee) ?? '') &&
            // `x.get(fn)` is a transaction's only as `.transaction.get`.
            (!/^(write|get)$/.test(calleeName(fn.parent.callee)) ||
              (fn.parent.callee.type === 'MemberExpression' &&
                calleeName(fn.parent.callee.object) === 'transaction'));
          if (!typed && !callback) return;
          if (param.type === 'ObjectPattern') checkPattern(param);
          else if (param.type === 'Identifier') followAlias(fn, param.name);
        });
      };

      return {
        // `….entities.invoice`
        MemberExpression(node) {
          if (!node.computed && isEntitiesExpression(node.object)) {
            check(node.property, node.property.name);
          }
        },
        VariableDeclarator(node) {
          if (!isEntitiesExpression(node.init)) return;
          // `const e = ctx.db.entities` / `const { invoice } = ctx.db.entities`
          if (node.id.type === 'ObjectPattern') checkPattern(node.id);
          else if (node.id.type === 'Identifier') followAlias(node);
        },
        ArrowFunctionExpression: checkFunction,
        FunctionExpression: checkFunction,
        FunctionDeclaration: checkFunction,
      };
    },
  };
}
