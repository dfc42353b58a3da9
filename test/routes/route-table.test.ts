import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/src/routes';

type Required = { method: string; path: string; access: 'public' | number };

/** The project's own list of required routes: the tables of docs/routes.md. */
function requiredRoutes(): Required[] {
  const text = readFileSync(join(import.meta.dirname, '../../docs/routes.md'), 'utf8');
  const rows: Required[] = [];
  for (const line of text.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    // | METHOD | /path (notes) | access (notes) |
    const [, method, pathCell, accessCell] = cells;
    if (!method || !/^(GET|POST|PUT|PATCH|DELETE)$/.test(method) || !pathCell || !accessCell)
      continue;
    const path = pathCell.split(/\s+/)[0] ?? '';
    const level = accessCell.match(/^(\d+)/)?.[1];
    rows.push({ method, path, access: accessCell.startsWith('public') ? 'public' : Number(level) });
  }
  return rows;
}

describe('route table', () => {
  const required = requiredRoutes();
  const table = routeList();

  it('reads the required list', () => {
    expect(required.length).toBeGreaterThan(150);
    expect(new Set(required.map((r) => `${r.method} ${r.path}`)).size).toBe(required.length);
  });

  it('names only routes of docs/routes.md, with the same method and access', () => {
    const byKey = new Map(required.map((r) => [`${r.method} ${r.path}`, r]));
    const problems: string[] = [];
    for (const route of table) {
      const wanted = byKey.get(route.key);
      if (!wanted) {
        problems.push(`${route.key} is not in docs/routes.md`);
        continue;
      }
      const access = route.auth === 'public' ? 'public' : route.level;
      if (access !== wanted.access)
        problems.push(`${route.key}: table says ${access}, list says ${wanted.access}`);
    }
    expect(problems).toEqual([]);
  });

  it('has a handler module exporting `handler` for every route', async () => {
    const missing: string[] = [];
    for (const route of table) {
      const file = join(import.meta.dirname, '../../functions/src', route.handler);
      if (!existsSync(file)) {
        missing.push(`${route.key}: ${route.handler} does not exist`);
        continue;
      }
      const source = readFileSync(file, 'utf8');
      if (!/export const handler\b/.test(source))
        missing.push(`${route.key}: ${route.handler} exports no handler`);
    }
    expect(missing).toEqual([]);
  });

  it('prints how many required routes are implemented', () => {
    const implemented = new Set<string>(table.map((r) => r.key));
    const done = required.filter((r) => implemented.has(`${r.method} ${r.path}`)).length;
    console.log(
      `routes implemented: ${done} of ${required.length} required (${table.length} in the table)`,
    );
    expect(done).toBe(table.length);
  });
});
