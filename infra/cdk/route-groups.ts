/** The least a route needs for grouping: its key and its handler module (`<domain>/handlers/...`). */
export type GroupableRoute = { key: string; handler: string };

export type RouteGroup<R extends GroupableRoute> = {
  stackName: string;
  domain: string;
  routes: R[];
};

// Each route costs 6 CloudFormation resources (function, role, log group, permission,
// integration, route). 40 routes are ~240, well under the 500 a stack may hold.
export const MAX_ROUTES_PER_STACK = 40;

/** The first folder of a handler module: `auth/handlers/login.handler.ts` -> `auth`. */
export function domainOf(handler: string): string {
  const domain = handler.split('/')[0];
  if (!domain || !/^[a-z][a-z0-9-]*$/.test(domain))
    throw new Error(`Handler ${handler} has no domain folder`);
  return domain;
}

// Code-point order, the same on every machine (localeCompare depends on the locale).
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const pascal = (text: string) =>
  text
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/**
 * Routes grouped into API stacks: one per domain (`KantoorApiAuth`), split into numbered chunks
 * (`KantoorApiAuth1`, `KantoorApiAuth2`) when a domain outgrows one stack. Routes are sorted by
 * key so the same table always gives the same stacks. A route that moves to another stack is
 * deleted in one stack and created in the other: deploy the old stack first when that happens
 * (two stacks cannot hold the same route key at once).
 */
export function groupRoutes<R extends GroupableRoute>(
  routes: readonly R[],
  maxPerStack = MAX_ROUTES_PER_STACK,
): RouteGroup<R>[] {
  const byDomain = new Map<string, R[]>();
  for (const route of routes) {
    const domain = domainOf(route.handler);
    byDomain.set(domain, [...(byDomain.get(domain) ?? []), route]);
  }
  const groups: RouteGroup<R>[] = [];
  for (const [domain, members] of [...byDomain].sort(([a], [b]) => byText(a, b))) {
    const sorted = [...members].sort((a, b) => byText(a.key, b.key));
    const chunks = Math.ceil(sorted.length / maxPerStack);
    const size = Math.ceil(sorted.length / chunks); // balanced: 41 routes give 21 + 20, not 40 + 1
    for (let i = 0; i < chunks; i++) {
      groups.push({
        stackName: `KantoorApi${pascal(domain)}${chunks > 1 ? i + 1 : ''}`,
        domain,
        routes: sorted.slice(i * size, (i + 1) * size),
      });
    }
  }
  return groups;
}
