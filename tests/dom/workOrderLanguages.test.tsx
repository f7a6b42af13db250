import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import type { Machine } from '../../src/rules/machine';
import { parseMachine } from '../../src/rules/machineParse';
import { readWorkOrder } from '../../src/rules/workOrderParse';
import pumpMachine from '../../src/rules/machines/pump-p101.json';
import type * as ScenarioModule from '../../src/rules/builtInScenarios';
import type { ScenarioDef } from '../../src/rules/builtInScenarios';
import pumpBearing from '../../src/rules/workorders/bomba-p101.json';
import ScenariosPage from '../../src/ui/pages/ScenariosPage';

/** The pump in German and English (German first), and its bearing job in English only. */
vi.mock('../../src/rules/builtInScenarios', async (importOriginal) => {
  const original = await importOriginal<typeof ScenarioModule>();
  const only = (text: Record<string, string | undefined>, langs: readonly string[]) => Object.fromEntries(langs.map((l) => [l, text[l]]));
  const data = JSON.parse(JSON.stringify(pumpMachine)) as Omit<typeof pumpMachine, 'name'> & { languages: string[]; name: Record<string, string | undefined> };
  data.languages = ['de', 'en'];
  data.name = only(data.name, ['en', 'de']);
  for (const c of data.components) (c as { name: unknown }).name = only(c.name, ['en', 'de']);
  const machine = (parseMachine(data) as { value: Machine }).value;
  const order = { ...JSON.parse(JSON.stringify(pumpBearing)), languages: ['en'], job: only(pumpBearing.job, ['en']), where: only(pumpBearing.where, ['en']) };
  const read = readWorkOrder(order, [machine]);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return { ...original, SCENARIOS: [read.value] as readonly ScenarioDef[] };
});

describe('a work order without the page language', () => {
  it('shows each text in the page language when its file has it, otherwise in the file\'s first language', async () => {
    // The page is in Portuguese (the default); neither file has Portuguese.
    const { hook } = memoryLocation({ path: '/cenarios' });
    render(
      <LanguageProvider>
        <Router hook={hook}>
          <ScenariosPage />
        </Router>
      </LanguageProvider>,
    );
    const card = await screen.findByTestId('scenario-bomba-p101');
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Kreiselpumpe P-101');
    expect(within(card).getByText('Replace the drive-end bearing of pump P-101')).toBeInTheDocument();
    expect(card).toHaveTextContent('Pump house, area 100');
  });
});
