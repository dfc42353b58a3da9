import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { routeList } from '../../functions/src/routes';
import { buildKantoor, FEATURE_FLAGS } from './kantoor';
import { REPO_ROOT } from './repo-root';

const app = new App({ context: FEATURE_FLAGS });

/** A context value given as a JSON array (cdk.json) or as a comma list (`-c domains=a,b`). */
function listContext(name: string): string[] {
  const value: unknown = app.node.tryGetContext(name);
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string'
    ? value
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
    : [];
}

const siteDist = join(REPO_ROOT, 'frontend/dist');

buildKantoor(app, {
  // No lookups: the stacks synthesise offline, without credentials.
  env: {
    account: process.env.CDK_DEFAULT_ACCOUNT,
    region: process.env.CDK_DEFAULT_REGION ?? 'af-south-1',
  },
  routes: routeList(),
  emailFrom:
    (app.node.tryGetContext('emailFrom') as string | undefined) ?? 'no-reply@kantoor.co.za',
  // A fresh clone has no build: the site is then not uploaded, and synth still works.
  siteDist: existsSync(join(siteDist, 'index.html')) ? siteDist : undefined,
  domains: listContext('domains'),
  certificateArn: app.node.tryGetContext('certificateArn') as string | undefined,
});

app.synth();
