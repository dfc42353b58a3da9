import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack, Validations, type App } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import {
  FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT,
  VALIDATION_REPORT_FILE,
} from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { routeList } from '../../functions/src/routes';
import { buildKantoor } from '../../infra/cdk/kantoor';
import { testApp } from './kantoor-app';

type Report = {
  pluginReports: Array<{
    pluginName: string;
    violations: Array<{ ruleName: string; violatingConstructs: Array<{ constructPath: string }> }>;
  }>;
};

/**
 * cdk-nag 3 is a CDK policy-validation plugin, not an Aspect: its findings are not annotations
 * (Annotations.fromStack finds none) but entries of the validation report written at synth.
 * Synth is told not to throw, so the test can show every open finding.
 */
function awsSolutionsFindings(app: App): string[] {
  const assembly = app.synth();
  const report = JSON.parse(
    readFileSync(join(assembly.directory, VALIDATION_REPORT_FILE), 'utf8'),
  ) as Report;
  return report.pluginReports
    .filter((plugin) => plugin.pluginName === 'AwsSolutions')
    .flatMap((plugin) => plugin.violations)
    .flatMap((v) => v.violatingConstructs.map((c) => `${v.ruleName} at ${c.constructPath}`));
}

const noThrow = { [FAIL_SYNTH_ON_VALIDATION_ERRORS_CONTEXT]: false };

describe('cdk-nag AwsSolutions', () => {
  it('reports findings (the pack runs and the report is read)', () => {
    const app = testApp(noThrow);
    new Bucket(new Stack(app, 'Canary'), 'Plain');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
    expect(awsSolutionsFindings(app)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^AwsSolutions-S1 at Canary\/Plain/),
        expect.stringMatching(/^AwsSolutions-S10 /),
      ]),
    );
  });

  it('finds nothing unacknowledged in any Kantoor stack, with the site deployment included', () => {
    const dist = mkdtempSync(join(tmpdir(), 'kantoor-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Kantoor</title>');
    const app = testApp(noThrow);
    buildKantoor(app, {
      env: { region: 'af-south-1' },
      routes: routeList(),
      emailFrom: 'no-reply@kantoor.test',
      siteDist: dist,
    });
    expect(awsSolutionsFindings(app)).toEqual([]);

    // Every acknowledgement carries a written reason.
    const reasons = app.node
      .findAll()
      .flatMap((construct) => construct.node.metadata)
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.values(entry.data as Record<string, string>));
    expect(reasons.length).toBeGreaterThan(0);
    for (const reason of reasons) expect(reason.length).toBeGreaterThan(30);
  });
});
