import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The fixtures are strings linted as if they sat in the tree, so nothing broken is committed.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function formMessages(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

// Linting resolves imports through the TypeScript project: slow on a busy machine, not wrong.
const SLOW = 120_000;

describe('one form style', () => {
  it(
    'refuses a form building its own zod resolver',
    async () => {
      const messages = await formMessages(
        'frontend/src/features/sms/components/form-fixture.tsx',
        [
          "import { zodResolver } from '@hookform/resolvers/zod';",
          "import { useForm } from 'react-hook-form';",
          "import { saveSmsGroupBody } from '@shared/sms/schemas';",
          'export const useSmsForm = () => useForm({ resolver: zodResolver(saveSmsGroupBody) });',
        ].join('\n'),
      );
      expect(messages).toEqual([
        expect.stringContaining('A form is made by useSchemaForm'),
        expect.stringContaining('A form is made by useSchemaForm'),
      ]);
    },
    SLOW,
  );

  it(
    "lets a form use useSchemaForm and react-hook-form's other hooks",
    async () => {
      const messages = await formMessages(
        'frontend/src/features/sms/components/form-fixture.tsx',
        [
          "import { useWatch } from 'react-hook-form';",
          "import { useSchemaForm } from '../../../lib/schema-form';",
          'export const hooks = [useWatch, useSchemaForm];',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    },
    SLOW,
  );

  it(
    'lets useSchemaForm itself build the resolver',
    async () => {
      const messages = await formMessages(
        'frontend/src/lib/schema-form.ts',
        [
          "import { zodResolver } from '@hookform/resolvers/zod';",
          "import { useForm } from 'react-hook-form';",
          'export const parts = [zodResolver, useForm];',
        ].join('\n'),
      );
      expect(messages).toEqual([]);
    },
    SLOW,
  );
});
