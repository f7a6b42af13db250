import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own eslint.config.js, as `npm run lint` runs it, on files that are not on disk.
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: repo });

async function problems(filePath: string, code: string): Promise<{ rule: string | null; message: string }[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(repo, filePath) });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, message: m.message }));
}

// The first lint loads the whole configuration (typescript-eslint's included): seconds on a busy machine.
describe('npm run lint keeps the layers', { timeout: 120_000 }, () => {
  it('fails on a wrong-way import: the pure rules importing the store', async () => {
    const found = await problems('src/rules/wrongWay.ts', "import { store } from '../state/store';\n\nexport const language = store.language;\n");
    expect(found).toContainEqual({ rule: 'layers/direction', message: expect.stringContaining('src/rules must not import from src/state') as string });
  });

  it('fails on a wrong-way import below ui: the store importing the overlay or the LMS', async () => {
    const found = await problems('src/state/wrongWay.ts', "export const routes = import('../ui/App');\nexport const lms = import('../lms/tracker');\n");
    expect(found.filter((p) => p.rule === 'layers/direction').map((p) => p.message)).toEqual([
      expect.stringContaining('src/state must not import from src/ui'),
      expect.stringContaining('src/state must not import from src/lms'),
    ]);
  });

  it('fails on a folder cycle: two sibling folders importing from each other', async () => {
    // src/ui/pages/ScenarioPage.tsx imports src/ui/users/WhoDialog.tsx.
    const found = await problems('src/ui/users/Cycle.tsx', "export { default as VerifyPage } from '../pages/VerifyPage';\n");
    expect(found).toContainEqual({ rule: 'layers/no-folder-cycle', message: expect.stringContaining('src/ui/users -> src/ui/pages -> src/ui/users') as string });
  });

  it('fails on a top folder missing from the layer table', async () => {
    const found = await problems('src/plugins/newFolder.ts', 'export const x = 1;\n');
    expect(found).toContainEqual({ rule: 'layers/direction', message: expect.stringContaining('src/plugins is not in the layer table') as string });
  });

  it('passes imports that go down the layers, and a folder importing its own subfolders', async () => {
    expect(await problems('src/state/rightWay.ts', "import { safeStorage } from '../platform/storage';\nimport { isLanguage } from '../rules/language';\n\nexport const ok = isLanguage(safeStorage.get('x'));\n")).toEqual([]);
    expect(await problems('src/rules/rightWay.ts', "import { isLanguage } from './language';\nimport { MACHINES } from './machines/index';\n\nexport const ok = [isLanguage, MACHINES];\n")).toEqual([]);
  });
});
