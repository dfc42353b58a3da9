import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The fixtures are strings linted as if they sat in the tree, so nothing broken is committed.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function boundaryMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

// Linting resolves imports through the TypeScript project: slow on a busy machine, not wrong.
const SLOW = 120_000;

describe('the import boundaries', () => {
  it(
    'refuse a feature importing another feature',
    async () => {
      const messages = await boundaryMessages(
        'frontend/src/features/sms/pages/boundary-fixture.tsx',
        "import { EMAIL_SCREENS } from '../../email/screens';\nexport const screens = EMAIL_SCREENS;\n",
      );
      expect(messages).toEqual([
        expect.stringContaining('A feature does not import another feature'),
      ]);
    },
    SLOW,
  );

  it(
    'refuse it from any feature, whatever the depth',
    async () => {
      const messages = await boundaryMessages(
        'frontend/src/features/tables/components/boundary-fixture.tsx',
        "import { SMS_SCREENS } from '../../../features/sms/screens';\nexport const all = SMS_SCREENS;\n",
      );
      expect(messages).toHaveLength(1);
    },
    SLOW,
  );

  it(
    'let a feature import its own files, components/, lib/ and shared/',
    async () => {
      const messages = await boundaryMessages(
        'frontend/src/features/sms/pages/boundary-fixture.tsx',
        [
          "import { SMS_SCREENS } from '../screens';",
          "import { Button } from '../../../components/ui/button';",
          "import { splitList } from '../../../lib/compose';",
          "import { LEVEL } from '@shared/access';",
          'export const all = [SMS_SCREENS, Button, splitList, LEVEL];',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuse a feature importing the app shell',
    async () => {
      const messages = await boundaryMessages(
        'frontend/src/features/sms/pages/boundary-fixture.tsx',
        "import { SCREENS } from '../../../app/screens';\nexport const screens = SCREENS;\n",
      );
      expect(messages).toEqual([expect.stringContaining('features/ do not import the app shell.')]);
    },
    SLOW,
  );

  it(
    "refuse a backend domain importing another domain's internals, not its index.ts",
    async () => {
      const inside = await boundaryMessages(
        'functions/src/documents/boundary-fixture.ts',
        "import { clientView } from '../clients/service';\nexport const view = clientView;\n",
      );
      expect(inside).toEqual([expect.stringContaining('A domain uses another only through')]);
      const throughIndex = await boundaryMessages(
        'functions/src/documents/boundary-fixture.ts',
        "import { clientView } from '../clients';\nexport const view = clientView;\n",
      );
      expect(throughIndex).toEqual([]);
    },
    SLOW,
  );

  it(
    'refuse the kernel, platform and db layers importing any domain',
    async () => {
      for (const layer of ['kernel', 'platform', 'db']) {
        const messages = await boundaryMessages(
          `functions/src/${layer}/boundary-fixture.ts`,
          "import { clientView } from '../clients';\nexport const view = clientView;\n",
        );
        expect(messages).toEqual([expect.stringContaining('sit below the domains')]);
      }
    },
    SLOW,
  );
});
