import { Stack, type StackProps } from 'aws-cdk-lib';
import type { IHttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import type { Construct } from 'constructs';
import type { RouteEntry } from '../../functions/src/routes';
import {
  RouteFunction,
  type DataRefs,
  type SchedulerRefs,
  type TenantDomainRefs,
} from './route-function';

export type ApiStackProps = StackProps & {
  routes: readonly RouteEntry[];
  api: IHttpApi;
  data: DataRefs;
  emailFrom: string;
  /** The SMS dispatcher, for the routes that arm SMS runs. */
  scheduler?: SchedulerRefs;
  /** The multi-tenant distribution, for the routes that make companies' domains its tenants. */
  tenantDomains?: TenantDomainRefs;
  /** The built index.html for the page-document functions, when there is a build. */
  siteIndex?: string;
};

/** `POST /auth/register-invited-user` -> `PostAuthRegisterInvitedUser` (stable logical ids). */
export function constructIdOf(key: string): string {
  return key
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('');
}

/** One group of routes (see route-groups.ts): a function, integration and route for each. */
export class ApiStack extends Stack {
  readonly functions: RouteFunction[];

  constructor(
    scope: Construct,
    id: string,
    { routes, api, data, emailFrom, siteIndex, scheduler, tenantDomains, ...props }: ApiStackProps,
  ) {
    super(scope, id, props);
    this.functions = routes.map(
      (route) =>
        new RouteFunction(this, constructIdOf(route.key), {
          route,
          api,
          data,
          emailFrom,
          siteIndex,
          scheduler,
          tenantDomains,
        }),
    );
  }
}
