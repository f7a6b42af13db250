import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSection } from '../../src/i18n/messages';
import { openScenario, scenarioSlice } from '../../src/state/scenario';
import { AttemptBadges } from '../../src/ui/pages/ScenarioPageBody';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
// The built-in work orders read, as a work order's page reads its own before it opens it.
import '../../src/rules/builtInScenarios';

// The badges under a work order's title come with its view, never before it: shown above the
// loading frame they pushed it down (a layout shift on a phone). Mounted after the attempt and
// the texts were already there, they once showed at once, while the page's body still showed its
// loading frame (CI saw both in the page together).

describe('AttemptBadges', () => {
  it('stay away while the page does not show the work order’s view, though the attempt and its texts are here', async () => {
    await loadSection('scenarioPage', 'pt');
    openScenario({ id: 'bomba-p101', seed: 100023, mode: 'pratica', ruleSet: 'osha', language: 'pt' }, 1000);
    expect(scenarioSlice().attempt).not.toBeNull();
    render(
      <LanguageProvider>
        <AttemptBadges />
      </LanguageProvider>,
    );
    // Given React the time its deferred renders take.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('work-order')).toBeNull();
  });
});
