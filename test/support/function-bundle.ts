import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { BUILD_OPTIONS, runBuild, STUBS, type Stub } from '../../infra/cdk/bundling';
import { REPO_ROOT } from '../../infra/cdk/repo-root';

/**
 * Bundles a probe module the way a function is bundled (infra/cdk/bundling.ts: the same
 * options, aliases and stubs, the same builder) and imports it. `contents` is TypeScript whose
 * relative imports resolve from `resolveDir`. Returns the module and the inputs the bundle holds.
 */
export async function importBundled<T>(
  name: string,
  contents: string,
  resolveDir: string,
  stubs: Record<string, Stub> = STUBS,
): Promise<{ module: T; inputs: string[]; code: string }> {
  const dir = join(REPO_ROOT, 'cdk.out', 'test-bundles', `${name}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  const outfile = join(dir, 'index.mjs');
  const metafile = join(dir, 'meta.json');
  runBuild({
    options: {
      ...BUILD_OPTIONS,
      sourcemap: false,
      stdin: { contents, resolveDir, loader: 'ts' },
      outfile,
    },
    stubs,
    metafile,
  });
  const meta = JSON.parse(readFileSync(metafile, 'utf8')) as { inputs: Record<string, unknown> };
  const module = (await import(`${pathToFileURL(outfile).href}?${Date.now()}`)) as T;
  return { module, inputs: Object.keys(meta.inputs), code: readFileSync(outfile, 'utf8') };
}
