import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type * as BuiltInFiles from '../../src/rules/builtInFiles';
import { ErrorBoundary } from '../../src/ui/common/ErrorBoundary';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
// Transformed before the test (its first load in Vitest takes seconds on a busy machine).
import '../../src/ui/pages/ScenarioPageBody';
import ScenarioPage from '../../src/ui/pages/ScenarioPage';

// The scene itself is not this test's business (a browser test draws it).
vi.mock('../../src/ui/scenario/ScenarioView', () => ({ ScenarioView: () => <div data-testid="scenario-view" /> }));
vi.mock('../../src/ui/scenario/machineSceneCode', () => ({ startMachineScene: vi.fn() }));

// The work order's file: held back, failed or let through by each test.
const files = vi.hoisted(() => ({ hold: null as null | ((real: () => Promise<unknown>) => Promise<unknown>) }));
vi.mock('../../src/rules/builtInFiles', async (importOriginal) => {
  const original = await importOriginal<typeof BuiltInFiles>();
  return { ...original, builtInFiles: (id: string) => (files.hold ? files.hold(() => original.builtInFiles(id)) : original.builtInFiles(id)) };
});

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <LanguageProvider>
      <ErrorBoundary>
        <Router hook={hook}>
          <Route path="/cenarios/:id">
            <ScenarioPage />
          </Route>
        </Router>
      </ErrorBoundary>
    </LanguageProvider>,
  );
}

describe('/cenarios/:id of a built-in work order', () => {
  afterEach(() => {
    files.hold = null;
    vi.restoreAllMocks();
  });

  it('waits for its file, then shows its title and opens the work order', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    files.hold = (real) => gate.then(real);
    renderAt('/cenarios/prensa-ph301?semente=100001&modo=pratica&regras=osha');
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Still loading, never "not found".
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByTestId('scenario-view')).toBeNull();
    expect(document.body.textContent).not.toMatch(/não encontrad/i);
    release();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(/prensa|PH-301/i);
    expect(await screen.findByTestId('scenario-view')).toBeInTheDocument();
    // One title: the page's code draws no second header under it.
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('says so on the error screen when its files do not come, rather than loading for ever', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    files.hold = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    renderAt('/cenarios/quadro-qd401?semente=100001&modo=pratica&regras=vde');
    expect(await screen.findByText(/Failed to fetch dynamically imported module/)).toBeInTheDocument();
    expect(screen.queryByTestId('scenario-view')).toBeNull();
  });
});
