import { describe, expect, it } from 'vitest';
import { SCENARIOS, buildScenario } from '../../src/rules/builtInScenarios';
import { partFacts, partFactsAll } from '../../src/state/scenarioSelectors';
import { play, rightWay } from './attemptPlay';

// Every part's facts at once (the twins' names) are each part's facts asked alone: the energy
// traced once for the whole machine gives what tracing it per part gave, at every point of a
// work order done right, from the first action to the last.

describe('partFactsAll', () => {
  for (const def of SCENARIOS) {
    it(`gives each part's own facts along ${def.id}`, () => {
      const scenario = buildScenario(def, 7);
      const actions = rightWay(scenario, 'osha');
      let compared = 0;
      let lit = 0;
      for (let n = 0; n <= actions.length; n++) {
        const attempt = play(scenario, 'osha', 'pratica', actions.slice(0, n));
        if (attempt.phase === 'done') break;
        const all = partFactsAll(attempt);
        expect([...all.keys()]).toEqual(scenario.machine.components.map((c) => c.id));
        for (const c of scenario.machine.components) {
          const alone = partFacts(attempt, c.id);
          expect(all.get(c.id), `${c.id} after ${n} actions`).toEqual(alone);
          compared++;
          if (alone.live) lit++;
        }
      }
      // The walk saw parts live and parts dead, so the energy trace was compared both ways.
      expect(compared).toBeGreaterThan(scenario.machine.components.length);
      expect(lit).toBeGreaterThan(0);
    });
  }
});
