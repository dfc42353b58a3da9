import { RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';

// HTTP API ($context variables of API Gateway v2), one JSON object a line.
const ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: '$context.requestId',
  time: '$context.requestTime',
  ip: '$context.identity.sourceIp',
  routeKey: '$context.routeKey',
  status: '$context.status',
  latencyMs: '$context.responseLatency',
  bytes: '$context.responseLength',
  integrationError: '$context.integrationErrorMessage',
});

/**
 * The one HTTP API. Its routes live in the API stacks generated from the route table, so this
 * stack stays small and every API stack can reference it.
 */
export class HttpApiStack extends Stack {
  readonly api: HttpApi;

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    this.api = new HttpApi(this, 'HttpApi', {
      apiName: 'kantoor',
      description: 'Kantoor API: one Lambda function per route of functions/src/routes.ts',
      createDefaultStage: false,
    });

    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    // The default stage, auto-deployed so routes added by the other stacks go live.
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      autoDeploy: true,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(ACCESS_LOG_FORMAT),
      },
      // A ceiling per stage so a flood cannot scale Lambda without bound; the per-account
      // default is far higher.
      throttle: { rateLimit: 500, burstLimit: 1000 },
    });
  }
}
