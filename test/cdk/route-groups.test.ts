import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/src/routes';
import { domainOf, groupRoutes, MAX_ROUTES_PER_STACK } from '../../infra/cdk/route-groups';
import { buildTestKantoor, plannedRoutes, resourcesOf } from './kantoor-app';

const STACK_LIMIT = 500;

/** 170 routes: one big domain (130), a few small ones. */
function fakeRoutes() {
  const domains = [
    ...Array<string>(130).fill('auth'),
    ...Array<string>(15).fill('site'),
    ...Array<string>(25).fill('data-tables'),
  ];
  return domains.map((domain, i) => ({
    key: `POST /${domain}/route-${i}`,
    handler: `${domain}/handlers/route-${i}.handler.ts`,
  }));
}

describe('route grouping', () => {
  it('makes one stack per domain of the real table', () => {
    const groups = groupRoutes(routeList());
    const domains = [
      ...new Set(routeList().map((route) => route.handler.split('/')[0] ?? '')),
    ].sort();
    expect(groups.map((group) => group.stackName)).toEqual(
      domains.map((domain) => `KantoorApi${domain.charAt(0).toUpperCase()}${domain.slice(1)}`),
    );
    expect(groups.map((group) => group.stackName)).toContain('KantoorApiTables');
    expect(groups.flatMap((group) => group.routes).length).toBe(routeList().length);
  });

  it('splits a large domain into balanced, numbered chunks and keeps every route once', () => {
    const routes = fakeRoutes();
    const groups = groupRoutes(routes);
    expect(groups.map((group) => [group.stackName, group.routes.length])).toEqual([
      ['KantoorApiAuth1', 33],
      ['KantoorApiAuth2', 33],
      ['KantoorApiAuth3', 33],
      ['KantoorApiAuth4', 31],
      ['KantoorApiDataTables', 25],
      ['KantoorApiSite', 15],
    ]);
    const keys = groups.flatMap((group) => group.routes.map((route) => route.key));
    expect(new Set(keys).size).toBe(routes.length);
    for (const group of groups)
      expect(group.routes.length).toBeLessThanOrEqual(MAX_ROUTES_PER_STACK);
    // Same table, same stacks, whatever the order of the table.
    expect(groupRoutes([...routes].reverse())).toEqual(groups);
  });

  it('refuses a handler outside a domain folder', () => {
    expect(() => domainOf('handler.ts')).toThrow(/domain/);
  });

  it('keeps ~170 synthesised routes under 500 resources per stack', () => {
    const routes = plannedRoutes();
    expect(routes.length).toBeGreaterThan(150);
    const { apis } = buildTestKantoor({ routes });
    expect(apis.flatMap((stack) => stack.functions).length).toBe(routes.length);
    for (const stack of apis) {
      const count = resourcesOf(Template.fromStack(stack)).length;
      expect(count, stack.stackName).toBeLessThan(STACK_LIMIT);
      // 6 resources a route: function, role, log group, permission, integration, route.
      expect(count, stack.stackName).toBeLessThanOrEqual(stack.functions.length * 6 + 5);
    }
  });
});
