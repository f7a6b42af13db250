import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import ScenarioPage from '../../src/ui/pages/ScenarioPage';

// The page's own code never arrives: what shows is what the first module shows alone.
vi.mock('../../src/ui/pages/ScenarioPageBody', () => new Promise(() => undefined));
vi.mock('../../src/ui/scenario/machineSceneCode', () => ({ startMachineScene: vi.fn() }));

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  render(
    <LanguageProvider>
      <Router hook={hook}>
        <Route path="/cenarios/:id">
          <ScenarioPage />
        </Route>
      </Router>
    </LanguageProvider>,
  );
}

describe('/cenarios/:id before the page’s code has loaded', () => {
  it('shows a built-in work order’s title, machine and place', async () => {
    renderAt('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Trocar o rolamento do lado acoplado da bomba P-101');
    expect(screen.getByText('Bomba centrífuga P-101 · Casa de bombas, área 100')).toBeInTheDocument();
  });

  it('shows no title for a work order it does not know (a plant’s, read from the library later)', async () => {
    renderAt('/cenarios/plant-mixer-m7-blade?semente=100001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
