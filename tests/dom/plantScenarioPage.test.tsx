import 'fake-indexeddb/auto';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { importMachine } from '../../src/records/machineLibrary';
import { resetPlantMachines } from '../../src/records/plantMachines';
import { useRecordsDatabase } from '../../src/records/records';
// The page's body (which ScenarioPage asks for after its first paint) transformed before the
// test, as it was when the page was one module: its first load in Vitest, seconds on a busy
// machine, is not what this test is about.
import '../../src/ui/pages/ScenarioPageBody';
import plantFile from '../fixtures/plant-machine.json';
import { renderScenarioPageAt } from './scenarioRoute';

// The scene itself is not this test's business (a browser test draws it).
vi.mock('../../src/ui/scenario/ScenarioView', () => ({ ScenarioView: () => <div data-testid="scenario-view" />, }));

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`plant-page-${n}`);
  resetPlantMachines();
});

describe('/cenarios/:id of a plant work order', () => {
  it('waits for the library, then opens the work order (a deep link or a reload)', async () => {
    expect((await importMachine(JSON.stringify(plantFile))).ok).toBe(true);
    // Every title the page shows on its way, to prove it never says "not found" while the library is read.
    const titles = new Set<string>();
    const observer = new MutationObserver(() => {
      document.querySelectorAll('h1').forEach((h) => titles.add(h.textContent ?? ''));
      titles.add(`tab: ${document.title}`);
    });
    observer.observe(document.documentElement, { subtree: true, childList: true, characterData: true });
    renderScenarioPageAt('/cenarios/plant-mixer-m7-blade?semente=123&modo=pratica&regras=osha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Trocar a pá da masseira M-7' })).toBeInTheDocument();
    expect(screen.getByText(/Masseira M-7 · Padaria, linha 2/)).toBeInTheDocument();
    expect(await screen.findByTestId('scenario-view')).toBeInTheDocument();
    observer.disconnect();
    expect([...titles].filter((title) => !title.startsWith('tab: '))).toEqual(['Trocar a pá da masseira M-7']);
    expect([...titles].filter((title) => /não encontrado|unknownTitle/.test(title))).toEqual([]);
  });

  it('an id neither built-in nor in the library is still not found, once the library is read', async () => {
    renderScenarioPageAt('/cenarios/no-such-order?semente=123&modo=pratica&regras=osha');
    expect(await screen.findByRole('heading', { level: 1, name: 'Cenário não encontrado' })).toBeInTheDocument();
  });
});
