import { Stack, Validations, type CfnResource } from 'aws-cdk-lib';
import type { IConstruct } from 'constructs';

type Cfn = { [key: string]: unknown };

/** A resolved CloudFormation value as cdk-nag prints it in a finding (its flattenCfnReference). */
function flatten(node: unknown): string {
  if (node === undefined) return '';
  if (typeof node === 'string') return node.replace(/\$\{/g, '<').replace(/\}/g, '>');
  const value = node as Cfn;
  if (value['Fn::Join']) {
    const [delimiter, items] = value['Fn::Join'] as [string, unknown[]];
    return items.map(flatten).join(delimiter);
  }
  if (value['Fn::Sub']) return flatten(value['Fn::Sub']);
  if (value['Fn::GetAtt']) {
    const [resource, attribute] = value['Fn::GetAtt'] as [unknown, unknown];
    return `<${flatten(resource)}.${flatten(attribute)}>`;
  }
  if (value['Fn::ImportValue']) return flatten(value['Fn::ImportValue']);
  if (value.Ref) return `<${flatten(value.Ref)}>`;
  return JSON.stringify(node);
}

/**
 * cdk-nag 3 acknowledges IAM5 per finding: `AwsSolutions-IAM5[Resource::<flattened ARN>]`.
 * The ARN must resolve inside `scope`'s stack (a local value or an explicit import).
 */
export function wildcardResourceFinding(scope: IConstruct, arn: string): string {
  return `AwsSolutions-IAM5[Resource::${flatten(Stack.of(scope).resolve(arn))}]`;
}

/** Acknowledges every wildcard action and resource of an IAM policy that is not ours to shape. */
export function acknowledgeWildcards(
  policy: CfnResource & { policyDocument: unknown },
  reason: string,
) {
  const document = Stack.of(policy).resolve(policy.policyDocument) as { Statement?: Cfn[] };
  const list = (value: unknown) => (Array.isArray(value) ? value : [value]);
  const findings = new Set<string>();
  for (const statement of document.Statement ?? []) {
    if (statement.Effect !== 'Allow') continue;
    for (const action of list(statement.Action)) {
      if (String(action).includes('*')) findings.add(`Action::${String(action)}`);
    }
    for (const resource of list(statement.Resource).map(flatten)) {
      if (resource.includes('*')) findings.add(`Resource::${resource}`);
    }
  }
  for (const finding of findings)
    Validations.of(policy).acknowledge({ id: `AwsSolutions-IAM5[${finding}]`, reason });
}
