import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { z } from 'zod';
import { routeList, type RouteEntry } from '../../functions/src/routes';

const ROOT = resolve(import.meta.dirname, '../..');
const FUNCTIONS = join(ROOT, 'functions/src');

export type RouteSchemas = {
  route: RouteEntry;
  body?: z.ZodType;
  query?: z.ZodType;
};

/** `@shared/x` and `./x` / `../x` imports of a handler, as files. */
function moduleFile(specifier: string, from: string): string {
  const base = specifier.startsWith('@shared/')
    ? join(ROOT, 'shared/src', specifier.slice('@shared/'.length))
    : resolve(dirname(from), specifier);
  return `${base}.ts`;
}

/**
 * The zod schemas each route validates its body and query with, read from its handler's
 * `defineHandler('KEY', { body: x, query: y }, ...)`: `x` is imported from the module the handler
 * imports it from (or is the handler's own export). Throws when a handler's schemas cannot be
 * found, so a route can never be left out silently.
 */
export async function routeSchemas(): Promise<RouteSchemas[]> {
  const out: RouteSchemas[] = [];
  for (const route of routeList()) {
    const file = join(FUNCTIONS, route.handler);
    const source = readFileSync(file, 'utf8');
    const call = source.match(/defineHandler\(\s*'([^']+)',\s*\{([^}]*)\}/s);
    if (!call || call[1] !== route.key)
      throw new Error(`${route.key}: no defineHandler('${route.key}', { ... }) in ${file}`);
    const entry: RouteSchemas = { route };
    for (const part of (call[2] ?? '').split(',')) {
      const [rawKey, rawName] = part.split(':').map((s) => s.trim());
      if (!rawKey) continue;
      if (rawKey !== 'body' && rawKey !== 'query') throw new Error(`${route.key}: ${rawKey}?`);
      const name = rawName ?? rawKey;
      const imported = new RegExp(`import\\s*\\{[^}]*\\b${name}\\b[^}]*\\}\\s*from\\s*'([^']+)'`);
      const from = source.match(imported)?.[1];
      const module = (await import(from ? moduleFile(from, file) : file)) as Record<
        string,
        unknown
      >;
      const schema = module[name];
      if (!schema || typeof schema !== 'object' || !('_zod' in schema))
        throw new Error(`${route.key}: cannot import the schema ${name} (export it)`);
      entry[rawKey] = schema as z.ZodType;
    }
    out.push(entry);
  }
  return out;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** A place in a request where a client can put a string, and whether the schema says more. */
export type Leaf = {
  /** The path, as the validation error's `fields` names it (`items.0.productId`). */
  path: (string | number)[];
  /** `record`/`unknown`: the schema hands the value on unchecked (the service checks it). */
  open: boolean;
};

/** Every path of a schema that accepts a string (or anything), depth first. */
export function stringLeaves(schema: z.ZodType): Leaf[] {
  const leaves: Leaf[] = [];
  const seen = new Set<string>();
  const add = (leaf: Leaf) => {
    const key = leaf.path.join('.');
    if (seen.has(key)) return;
    seen.add(key);
    leaves.push(leaf);
  };
  const walk = (node: unknown, path: (string | number)[]): void => {
    const def = defOf(node);
    switch (def.type) {
      case 'object':
        for (const [name, child] of Object.entries(def.shape as Record<string, unknown>))
          walk(child, [...path, name]);
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        walk(def.innerType, path);
        return;
      case 'pipe':
        // z.preprocess(fn, schema) is a pipe from a transform; .transform() a pipe into one.
        walk(defOf(def.in).type === 'transform' ? def.out : def.in, path);
        return;
      case 'union':
        for (const option of def.options as unknown[]) walk(option, path);
        return;
      case 'intersection':
        walk(def.left, path);
        walk(def.right, path);
        return;
      case 'array':
        walk(def.element, [...path, 0]);
        return;
      case 'string':
      case 'enum':
      case 'literal':
      case 'template_literal':
        add({ path, open: false });
        return;
      case 'unknown':
      case 'any':
      case 'record':
        add({ path, open: true });
        return;
      default:
        // numbers, booleans, transforms: not strings the schema passes on
        return;
    }
  };
  walk(schema, []);
  return leaves;
}

/** `value` put at `path` of a fresh object (arrays for numeric steps). */
export function bodyWith(path: (string | number)[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  let node: Record<string | number, unknown> = root;
  path.forEach((step, index) => {
    if (index === path.length - 1) {
      node[step] = value;
      return;
    }
    const next = (typeof path[index + 1] === 'number' ? [] : {}) as Record<
      string | number,
      unknown
    >;
    node[step] = next;
    node = next;
  });
  return root;
}
