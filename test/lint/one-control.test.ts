import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Issue 28, one way for each control: dates through the kit's DatePicker (DateField), and
// confirmations through the kit's ConfirmDialog, never the browser's own.
const root = fileURLToPath(new URL('../..', import.meta.url));
const FORBIDDEN: Array<[RegExp, string]> = [
  [/type\s*=\s*\{?\s*["'`]date["'`]/, "the browser's date field: use DateField / DatePicker"],
  [/\b(?:window|globalThis)\s*\.\s*confirm\s*\(/, "the browser's confirm box: use ConfirmDialog"],
  [/(?<![\w.])confirm\s*\(\s*["'`]/, "the browser's confirm box: use ConfirmDialog"],
];

/** What each forbidden pattern finds in the text, as "why" strings. */
function forbiddenControls(text: string): string[] {
  return FORBIDDEN.filter(([pattern]) => pattern.test(text)).map(([, why]) => why);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('one way for each control', () => {
  it('finds the native controls it forbids', () => {
    expect(forbiddenControls('<input type="date" />')).toHaveLength(1);
    expect(forbiddenControls("<Input type='date' {...field} />")).toHaveLength(1);
    expect(forbiddenControls('if (!window.confirm("Delete?")) return;')).toHaveLength(1);
    expect(forbiddenControls("if (confirm('Finalise?')) go();")).toHaveLength(1);
    // The kit's own confirm functions are not the browser's.
    expect(forbiddenControls('void confirm();\nconst x = ok ? confirm() : submit();')).toEqual([]);
  });

  it('has no native date field or confirm box in the frontend', () => {
    const found = sources(join(root, 'frontend/src')).flatMap((file) =>
      forbiddenControls(readFileSync(file, 'utf8')).map((why) => `${relative(root, file)}: ${why}`),
    );
    expect(found).toEqual([]);
  });
});
