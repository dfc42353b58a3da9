import { ulid } from 'ulid';
import type { z } from 'zod';

// Walks zod 4 schemas through their `_zod.def` (the documented internals zod 4 exposes).
type Def = Record<string, unknown> & { type: string };
type Node = { _zod: { def: Def } };
const defOf = (schema: unknown): Def => (schema as Node)._zod.def;

/** A key the matrices treat as a record's id: id, *Id, *ID, *_id (requestId is the idempotency key). */
export const isIdKey = (key: string): boolean =>
  key !== 'requestId' && /^id$|Id$|ID$|_id$/.test(key);

/**
 * The id fields a schema takes, as paths under `prefix` (`body.items[].productId`): objects,
 * arrays, optionals, unions, pipes and intersections are walked; records and `any` are not.
 */
export function idFieldsOf(schema: unknown, prefix: string): string[] {
  const found = new Set<string>();
  const walk = (node: unknown, path: string, depth: number) => {
    if (!node || depth > 12) return;
    const def = defOf(node);
    switch (def.type) {
      case 'object':
        for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) {
          const at = `${path}.${key}`;
          if (isIdKey(key)) found.add(at);
          walk(child, at, depth + 1);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return walk(def.innerType, path, depth + 1);
      case 'array':
        return walk(def.element, `${path}[]`, depth + 1);
      case 'union':
        for (const option of def.options as unknown[]) walk(option, path, depth + 1);
        return;
      case 'pipe':
        return walk(def.in, path, depth + 1);
      case 'intersection':
        walk(def.left, path, depth + 1);
        walk(def.right, path, depth + 1);
        return;
      case 'lazy':
        return walk((def.getter as () => unknown)(), path, depth + 1);
    }
  };
  walk(schema, prefix, 0);
  return [...found];
}

const parses = (schema: unknown, value: unknown) => (schema as z.ZodType).safeParse(value).success;

// Hints by key name first (a date field gets a date), then whatever the string's checks accept.
function stringCandidates(key: string): string[] {
  const hints: string[] = [];
  if (/file/i.test(key)) hints.push('matrix.txt');
  if (/quantity|hours|units|qty|level/i.test(key)) hints.push('1');
  if (/discount|tax|tendered|bill$|amount/i.test(key)) hints.push('100.00');
  if (/mail/i.test(key)) hints.push('matrix@example.co.za');
  if (/birth/i.test(key)) hints.push('1990-05-31');
  if (/date|_on$|^from$|^to$|start|end|due|birth|day/i.test(key)) hints.push('2030-01-15');
  if (/phone|tel|cell|mobile/i.test(key)) hints.push('0825550100');
  if (/amount|price|total|rate|salary|cost|fee|balance/i.test(key)) hints.push('100.00');
  if (/time|from$|to$/i.test(key)) hints.push('10:00');
  if (/url|link|website/i.test(key)) hints.push('https://example.co.za');
  if (/year/i.test(key)) hints.push('2030');
  if (/month/i.test(key)) hints.push('2030-01');
  return [
    ...hints,
    'Matrix sample',
    '100.00',
    '1',
    '2030-01-15',
    '2030-01-15T10:00:00.000Z',
    '10:00',
    'matrix@example.co.za',
    '0825550100',
    'https://example.co.za',
    'Yes',
    'No',
    'ZAR',
    '2030-01',
    '2030',
    ulid(),
    'a',
    'ABCDEF123456',
    '8001015009087',
  ];
}

const NUMBER_CANDIDATES = [1, 100, 2, 10, 0, 2030, 0.5, 12, 1000];

/**
 * A deterministic valid sample of a zod schema (the first candidate each leaf accepts): strings
 * with min/max/regex/email, numbers with bounds, enums, literals, arrays, objects (optional keys
 * included, so optional ids are present), unions, pipes. A leaf no candidate satisfies gets the
 * first candidate; the caller's per-route overrides fill the rest.
 */
export function sampleOf(schema: unknown, key = '', judge?: unknown): unknown {
  const def = defOf(schema);
  // A leaf inside wrappers and pipes (a date string piped into a regex, an amount into cents) is
  // judged by the outermost wrapper: the candidate must survive the whole pipe, not its input.
  const outer = judge ?? schema;
  switch (def.type) {
    case 'string': {
      const candidates = stringCandidates(key);
      const checks = (def.checks as Node[] | undefined) ?? [];
      let min = 0;
      for (const check of checks) {
        const c = check._zod.def as { check?: string; minimum?: number; length?: number };
        if (c.check === 'min_length' && typeof c.minimum === 'number') min = c.minimum;
        if (c.check === 'length_equals' && typeof c.length === 'number') min = c.length;
      }
      if (min > 0) candidates.push('M'.repeat(min), '1'.repeat(min));
      return (
        candidates.find((value) => parses(outer, value)) ??
        candidates.find((value) => parses(schema, value)) ??
        candidates[0]
      );
    }
    case 'number':
    case 'int':
      return (
        NUMBER_CANDIDATES.find((value) => parses(outer, value)) ??
        NUMBER_CANDIDATES.find((value) => parses(schema, value)) ??
        1
      );
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'undefined':
    case 'void':
      return undefined;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [child, node] of Object.entries(def.shape as Record<string, unknown>))
        out[child] = sampleOf(node, child);
      return out;
    }
    case 'array': {
      const one = sampleOf(def.element, key);
      for (let n = 1; n <= 3; n += 1) {
        const list = Array.from({ length: n }, () => structuredClone(one));
        if (parses(schema, list)) return list;
      }
      return [one];
    }
    case 'tuple':
      return (def.items as unknown[]).map((item) => sampleOf(item, key));
    case 'record':
      return {};
    case 'union': {
      const options = def.options as unknown[];
      for (const option of options) {
        const value = sampleOf(option, key);
        if (parses(schema, value)) return value;
      }
      return sampleOf(options[0], key);
    }
    case 'intersection': {
      const left = sampleOf(def.left, key);
      const right = sampleOf(def.right, key);
      return typeof left === 'object' && typeof right === 'object'
        ? { ...(left as object), ...(right as object) }
        : left;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleOf(def.innerType, key, outer);
    case 'pipe':
      // z.preprocess is a pipe from a transform: the schema after it says what is valid.
      return sampleOf(defOf(def.in).type === 'transform' ? def.out : def.in, key, outer);
    case 'lazy':
      return sampleOf((def.getter as () => unknown)(), key);
    default:
      // any, unknown, custom: a short string is the most common thing such fields take.
      return 'Matrix sample';
  }
}

/** Sets every place a path names (`body.items[].id`: each element's id) in `root`. */
export function setPath(root: Record<string, unknown>, path: string, value: unknown): void {
  const steps = path.split('.').slice(1);
  const visit = (node: unknown, index: number) => {
    if (!node || typeof node !== 'object') return;
    const step = steps[index]!;
    const array = step.endsWith('[]');
    const name = array ? step.slice(0, -2) : step;
    const record = node as Record<string, unknown>;
    if (index === steps.length - 1 && !array) {
      record[name] = value;
      return;
    }
    const next = record[name];
    if (array && Array.isArray(next)) {
      if (index === steps.length - 1) record[name] = next.map(() => value);
      else if (index === steps.length - 2)
        // A list of ids that also takes rows (`[id]` or `[{id}]`): the row form carries the key.
        record[name] = next.map((element) =>
          element && typeof element === 'object'
            ? { ...(element as object), [steps[index + 1]!]: value }
            : { [steps[index + 1]!]: value },
        );
      else for (const element of next) visit(element, index + 1);
    } else visit(next, index + 1);
  };
  visit(root, 0);
}

/** A validation reply's field key (`items.0.id`) in the matrix's path form (`items.id`). */
export const fieldKey = (path: string): string =>
  path
    .replace(/^(body|query|params)\./, '')
    .replace(/\[\]/g, '')
    .split('.')
    .filter((step) => !/^\d+$/.test(step))
    .join('.');

/** A random value of the same shape: each letter and digit replaced by one of its own kind. */
export function sameShape(id: string): string {
  // A payroll run's id is its month: a random month of a year no company has run.
  if (/^\d{4}-\d{2}$/.test(id))
    return `2099-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}`;
  const pick = (set: string) => set[Math.floor(Math.random() * set.length)]!;
  // The first character stays (a ULID's first is 0-7).
  return (
    id.slice(0, 1) +
    id
      .slice(1)
      .replace(/[0-9]|[A-Z]|[a-z]/g, (c) =>
        /\d/.test(c)
          ? pick('0123456789')
          : /[A-Z]/.test(c)
            ? pick('ABCDEFGHJKMNPQRSTVWXYZ')
            : pick('abcdefghjkmnpqrstvwxyz'),
      )
  );
}
