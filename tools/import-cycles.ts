import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * Import cycles, type-only imports included (import-x/no-cycle skips those): a cycle of types
 * still ties two modules into one unit that cannot be understood or moved apart. The project's
 * only cycle check (ESLint's import-x/no-cycle walked the same graph again, slower, and less).
 */

export type Graph = Map<string, string[]>;

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SOURCES = ['functions/src', 'shared/src', 'frontend/src', 'infra', 'test', 'tools'];
const ALIASES: Record<string, string> = { '@shared/': 'shared/src/' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'dist' || name === 'cdk.out') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) && !/\.d\.ts$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? join(ROOT, ALIASES[alias]!, specifier.slice(alias.length))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  if (/\.(ts|tsx)$/.test(base) && existsSync(base)) return base;
  return EXTENSIONS.map((ext) => base + ext).find((path) => existsSync(path));
}

/** Every module's imports (values and types alike) within the project's sources. */
export function importGraph(root = ROOT, folders = SOURCES): Graph {
  const graph: Graph = new Map();
  for (const file of folders.flatMap((folder) => sourceFiles(join(root, folder)))) {
    const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = info.importedFiles
      .map((entry) => resolveImport(file, entry.fileName))
      .filter((path): path is string => path !== undefined);
    graph.set(relative(root, file), [...new Set(targets.map((t) => relative(root, t)))]);
  }
  return graph;
}

/** The cycles of a graph, each as the modules around it (Tarjan's strongly connected parts). */
export function findCycles(graph: Graph): string[][] {
  let index = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, indexOf.get(next)!));
    }
    if (low.get(node) === indexOf.get(node)) {
      const part: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(member);
      } while (member !== node);
      if (part.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const cycles = findCycles(importGraph());
  for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' <-> ')}`);
  if (cycles.length > 0) process.exit(1);
  console.log('no import cycles (type-only imports included)');
}
