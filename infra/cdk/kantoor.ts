import { join } from 'node:path';
import { Validations, type App, type Environment } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { RouteEntry } from '../../functions/src/routes';
import { ApiStack } from './api-stack';
import { DataStack } from './data-stack';
import { HttpApiStack } from './http-api-stack';
import { MigrationsStack } from './migrations-stack';
import { groupRoutes } from './route-groups';
import { SchedulerStack } from './scheduler-stack';
import { WebStack } from './web-stack';

export type KantoorOptions = {
  env: Environment;
  routes: readonly RouteEntry[];
  emailFrom: string;
  siteDist?: string;
  domains?: string[];
  certificateArn?: string;
};

/**
 * Feature flags the stacks rely on (cdk.json may set more): S3 server access logs are allowed
 * by a bucket policy, as buckets without ACLs require; cross-stack references stay the classic
 * exports (`strong`): the Data stack cannot be deleted while an API stack uses it.
 */
export const FEATURE_FLAGS = {
  '@aws-cdk/aws-s3:serverAccessLogsUseBucketPolicy': true,
  '@aws-cdk/core:defaultCrossStackReferences': 'strong',
};

/** All of Kantoor's stacks, the API stacks generated from the route table, checked by cdk-nag. */
export function buildKantoor(app: App, options: KantoorOptions) {
  const { env, routes, emailFrom } = options;
  const data = new DataStack(app, 'KantoorData', {
    env,
    description: 'Kantoor: table, media bucket, signing key',
  });
  const http = new HttpApiStack(app, 'KantoorApi', {
    env,
    description: 'Kantoor: the HTTP API and its stage',
  });
  // Before the API stacks: the routes that make companies' domains tenants name its distribution.
  const web = new WebStack(app, 'KantoorWeb', {
    env,
    description: 'Kantoor: CloudFront for the sites, images and API',
    routes,
    apiId: http.api.apiId,
    media: data.media,
    edgeSecret: data.edgeSecret,
    siteDist: options.siteDist,
    domains: options.domains,
    certificateArn: options.certificateArn,
  });
  // After the Web stack: the job worker removes a closed company's distribution tenant.
  const scheduler = new SchedulerStack(app, 'KantoorScheduler', {
    env,
    description: 'Kantoor: the SMS dispatcher and its EventBridge schedules',
    data,
    emailFrom,
    tenantDomains: web.tenantDomains,
  });
  const apis = groupRoutes(routes).map(
    (group) =>
      new ApiStack(app, group.stackName, {
        env,
        description: `Kantoor: ${group.domain} routes`,
        routes: group.routes,
        api: http.api,
        data,
        emailFrom,
        scheduler: scheduler.refs,
        tenantDomains: web.tenantDomains,
        siteIndex: options.siteDist ? join(options.siteDist, 'index.html') : undefined,
      }),
  );
  // After the table (its indexes), at every deploy: the data migrations (system/migrations).
  const migrations = new MigrationsStack(app, 'KantoorMigrations', {
    env,
    description: 'Kantoor: the data migrations run at every deploy',
    data,
  });
  // cdk-nag 3 is a policy validation plugin: violations fail the synth (and `cdk synth`).
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { data, http, apis, scheduler, web, migrations };
}
