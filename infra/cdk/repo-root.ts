import { fileURLToPath } from 'node:url';

/** The repository root (this file is infra/cdk/repo-root.ts): handler entries and tsconfig live there. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
