import 'fake-indexeddb/auto';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { importMachine } from '../../src/records/machineLibrary';
import { loadPlantMachines, resetPlantMachines } from '../../src/records/plantMachines';
import { useRecordsDatabase } from '../../src/records/records';
import { SCENARIOS } from '../../src/rules/builtInScenarios';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import ScenariosPage from '../../src/ui/pages/ScenariosPage';
import plantFile from '../fixtures/plant-machine.json';

let n = 0;
beforeEach(() => {
  n += 1;
  useRecordsDatabase(`plant-list-${n}`);
  resetPlantMachines();
});

function renderList() {
  const location = memoryLocation({ path: '/cenarios', record: true });
  render(
    <LanguageProvider>
      <Router hook={location.hook}>
        <ScenariosPage />
      </Router>
    </LanguageProvider>,
  );
  return location;
}

describe('/cenarios and the plant machines', () => {
  it('lists a machine of the library under its name in the page language, with its work orders, opened as a built-in one', async () => {
    const imported = await importMachine(JSON.stringify(plantFile));
    expect(imported.ok).toBe(true);
    const location = renderList();
    const machine = await screen.findByTestId('plant-machine-plant-mixer-m7');
    // The page is in Portuguese, which the file has.
    expect(within(machine).getByRole('heading', { level: 3 })).toHaveTextContent('Masseira M-7');
    const card = within(machine).getByTestId('scenario-plant-mixer-m7-blade');
    expect(within(card).getByRole('heading', { level: 4 })).toHaveTextContent('Trocar a pá da masseira M-7');
    expect(card).toHaveTextContent('Padaria, linha 2');
    // The built-in work orders are all still there, before it.
    for (const def of SCENARIOS) expect(screen.getByTestId(`scenario-${def.id}`)).toBeInTheDocument();
    // The same mode and rule-set choice as the built-in ones.
    await userEvent.click(screen.getByRole('radio', { name: /Avaliação/ }));
    await userEvent.click(within(card).getByRole('button'));
    expect(location.history!.at(-1)).toMatch(/^\/cenarios\/plant-mixer-m7-blade\?semente=\d+&modo=avaliacao&regras=/);
  });

  it('a device with an empty library shows no plant section', async () => {
    renderList();
    await screen.findByTestId(`scenario-${SCENARIOS[0]!.id}`);
    await loadPlantMachines();
    expect(screen.queryByTestId('plant-machines')).toBeNull();
  });
});
