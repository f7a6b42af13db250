import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { loadScenarioPage } from '../../src/ui/scenePages';
import { renderScenarioPageAt } from './scenarioRoute';

// The page's own code never arrives: what shows is what the first module shows alone.
vi.mock('../../src/ui/pages/ScenarioPageBody', () => new Promise(() => undefined));
vi.mock('../../src/ui/scenario/machineSceneCode', () => ({ startMachineScene: vi.fn() }));

const PATH = '/cenarios/bomba-p101?semente=100023&modo=pratica&regras=osha';

describe('/cenarios/:id, its module as the route loads it', () => {
  // A first render without the title showed the loading frame, then the header above it: the
  // frame moved down (a layout shift of 0.1 on Lighthouse's phone).
  it('has the built-in work order’s file by then: the very first render draws the title', async () => {
    window.history.replaceState(null, '', PATH);
    await loadScenarioPage();
    // No waiting between the render and the look: this is the first commit.
    act(() => renderScenarioPageAt(PATH));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trocar o rolamento do lado acoplado da bomba P-101');
  });
});
