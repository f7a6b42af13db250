import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScenarioPageAt } from './scenarioRoute';

// The page's own code never arrives: what shows is what the first module shows alone.
vi.mock('../../src/ui/pages/ScenarioPageBody', () => new Promise(() => undefined));
vi.mock('../../src/ui/scenario/machineSceneCode', () => ({ startMachineScene: vi.fn() }));

describe('/cenarios/:id before the page’s code has loaded', () => {
  it('shows a built-in work order’s title, machine and place', async () => {
    renderScenarioPageAt('/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Trocar o rolamento do lado acoplado da bomba P-101');
    expect(screen.getByText('Bomba centrífuga P-101 · Casa de bombas, área 100')).toBeInTheDocument();
  });

  it('shows no title for a work order it does not know (a plant’s, read from the library later)', async () => {
    renderScenarioPageAt('/cenarios/plant-mixer-m7-blade?semente=100001');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});
