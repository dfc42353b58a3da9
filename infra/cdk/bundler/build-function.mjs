// Builds one Lambda bundle with esbuild's API (infra/cdk/bundling.ts runs this file in a child
// process from CDK's local bundling, which must be synchronous, and from the tests). It reads a
// JSON job on standard input: `options` (esbuild build options, JSON only), `stubs` (modules to
// leave out, below), `copy` (files to put beside the bundle) and `metafile` (where to write
// esbuild's account of the inputs, if anywhere). It is plain JavaScript so that
// `node` runs it without a TypeScript loader: one bundle is one short process.
//
// Why the API and not the esbuild command line that NodejsFunction runs: the command line has
// no plugins, and leaving out a module that a package imports by a relative path needs one
// (`--alias` only replaces package names).
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * A stub keeps a module's exports, and each of them throws when it is called or constructed,
 * naming the module and why it is not in the bundle. `factories` are exports that a package
 * calls while it builds other objects (zod makes its JSON Schema methods up front): those
 * return the throwing function instead of throwing. The export names are read from the real
 * module, so a new version of the package that adds one is stubbed too.
 */
async function stubSource(path, { reason, factories = [] }) {
  const listed = await build({
    entryPoints: [path],
    bundle: false,
    format: 'esm',
    metafile: true,
    write: false,
    logLevel: 'silent',
  });
  const names = Object.values(listed.metafile.outputs)[0]?.exports ?? [];
  const lines = [
    `const left = (name) => function () { throw new Error(${JSON.stringify(`${path.replace(/.*node_modules\//, '')} is left out of this Lambda bundle (infra/cdk/bundling.ts): ${reason}`)} + ' [' + name + ']'); };`,
  ];
  for (const name of names) {
    const value = factories.includes(name) ? `() => left('${name}')` : `left('${name}')`;
    lines.push(
      name === 'default'
        ? `export default ${value};`
        : `const stub_${name} = ${value}; export { stub_${name} as ${name} };`,
    );
  }
  return lines.join('\n');
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Loads the modules whose path ends with a key of `stubs` as their stubs. */
function stubPlugin(stubs) {
  const suffixes = Object.keys(stubs);
  return {
    name: 'kantoor-stubs',
    setup(builder) {
      if (suffixes.length === 0) return;
      const filter = new RegExp(`(${suffixes.map(escape).join('|')})$`);
      builder.onLoad({ filter }, async (args) => {
        const path = args.path.replaceAll('\\', '/');
        const suffix = suffixes.find((candidate) => path.endsWith(candidate));
        if (!suffix) return undefined;
        return { contents: await stubSource(args.path, stubs[suffix]), loader: 'js' };
      });
    },
  };
}

const job = JSON.parse(readFileSync(0, 'utf8'));
let result;
try {
  result = await build({
    ...job.options,
    metafile: Boolean(job.metafile),
    plugins: [stubPlugin(job.stubs ?? {})],
  });
} catch {
  // esbuild has printed the errors.
  process.exit(1);
}
if (job.metafile) writeFileSync(job.metafile, JSON.stringify(result.metafile));
for (const { from, to } of job.copy ?? []) copyFileSync(from, to);
