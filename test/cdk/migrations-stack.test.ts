import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../functions/src/system/migrations/registry';
import { buildTestKantoor, resourcesOf } from './kantoor-app';

type Statement = { Action: string | string[]; Resource: unknown };

describe('Migrations stack (issue 24)', () => {
  let template: Template;
  beforeAll(() => {
    template = Template.fromStack(buildTestKantoor().migrations);
    // Building every stack takes more than a hook's default 10 s on a busy machine.
  }, 180_000);

  it('runs the registry at every deploy through a custom resource, until it is complete', () => {
    const resources = resourcesOf(template, 'Custom::KantoorMigrations');
    expect(resources).toHaveLength(1);
    const resource = resources[0]![1] as { Properties: Record<string, unknown> };
    expect(resource.Properties.Migrations).toBe(MIGRATIONS.map((m) => m.id).join(','));
    expect(resource.Properties.Migrations).toContain('0001-gsi2-gsi3-keys');
    // A value of its own each synth: CloudFormation updates the resource at every deploy.
    expect(resource.Properties.DeployId).toEqual(expect.any(String));
    template.hasResourceProperties('AWS::Lambda::Function', {
      Description: 'Kantoor: runs the data migrations of a deploy',
      Handler: 'index.handler',
      Runtime: 'nodejs22.x',
      Timeout: 900,
    });
    // The provider framework calls the migrator again every minute until it answers complete.
    const machines = resourcesOf(template, 'AWS::StepFunctions::StateMachine');
    expect(machines).toHaveLength(1);
    expect(JSON.stringify(machines[0]![1].Properties)).toContain('IntervalSeconds\\":60');
  });

  it('lets the migrator query the table and its indexes and write it, and nothing else', () => {
    const role = resourcesOf(template, 'AWS::IAM::Role').find(
      ([, r]) => r.Properties?.Description === 'Kantoor data migrations',
    )?.[1];
    const statements = (
      role?.Properties?.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>
    ).flatMap((p) => p.PolicyDocument.Statement);
    const actions = statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
    expect(actions.sort()).toEqual(
      [
        'dynamodb:GetItem',
        'dynamodb:PutItem',
        'dynamodb:Query',
        'dynamodb:Query',
        'dynamodb:UpdateItem',
        'logs:CreateLogStream',
        'logs:PutLogEvents',
      ].sort(),
    );
    // Queries of the registry (gsi1), never a Scan (issue 27).
    expect(JSON.stringify(statements)).toContain('/index/gsi1');
    expect(JSON.stringify(statements)).not.toContain('"*"');
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ KANTOOR_MODE: 'aws' }) },
    });
  });
});
