import { readFileSync } from 'node:fs';
import { App } from 'aws-cdk-lib';
import type { Template } from 'aws-cdk-lib/assertions';
import { routeList, type RouteEntry } from '../../functions/src/routes';
import { buildKantoor, FEATURE_FLAGS, type KantoorOptions } from '../../infra/cdk/kantoor';

const cdkJson = JSON.parse(readFileSync(new URL('../../cdk.json', import.meta.url), 'utf8')) as {
  context?: Record<string, unknown>;
};

/** An app like `cdk synth` makes (cdk.json context), without bundling or CloudFormation validation. */
export function testApp(context: Record<string, unknown> = {}) {
  return new App({
    context: { ...cdkJson.context, ...FEATURE_FLAGS, 'aws:cdk:bundling-stacks': [], ...context },
    builtinCloudFormationValidation: false,
  });
}

/** All of Kantoor's stacks, from the real route table unless told otherwise. */
export function buildTestKantoor(options: Partial<KantoorOptions> = {}) {
  const app = testApp();
  const stacks = buildKantoor(app, {
    env: { region: 'af-south-1' },
    routes: routeList(),
    emailFrom: 'no-reply@kantoor.test',
    ...options,
  });
  return { app, ...stacks };
}

type Resource = { Type: string; Properties?: Record<string, unknown> };

export function resourcesOf(template: Template, type?: string): Array<[string, Resource]> {
  const all = Object.entries(template.toJSON().Resources as Record<string, Resource>);
  return type ? all.filter(([, resource]) => resource.Type === type) : all;
}

/** The planned routes of docs/routes.md (~170), each given an existing handler module so
 * they can be synthesised: a stand-in for the table once every route is built. */
export function plannedRoutes(): RouteEntry[] {
  const handlers = [...new Set(routeList().map((route) => route.handler))];
  const text = readFileSync(new URL('../../docs/routes.md', import.meta.url), 'utf8');
  const routes: RouteEntry[] = [];
  for (const line of text.split('\n')) {
    const [, method, pathCell] = line.split('|').map((cell) => cell.trim());
    if (method !== 'GET' && method !== 'POST') continue;
    const path = pathCell?.split(/\s+/)[0] ?? '';
    const handler = handlers[routes.length % handlers.length] ?? '';
    const document = path === '/' || path.startsWith('/{');
    routes.push({
      key: `${method} ${path}`,
      method,
      path,
      handler,
      auth: document ? 'public' : 'token',
      level: 1,
      uses: [],
      ...(document ? { document: true, tenant: 'optional' } : {}),
    } as unknown as RouteEntry);
  }
  return routes;
}
