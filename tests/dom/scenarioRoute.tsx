import { render } from '@testing-library/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import ScenarioPage from '../../src/ui/pages/ScenarioPage';

/** Renders the work order page (/cenarios/:id) at `path`, in memory, with the site's languages. */
export function renderScenarioPageAt(path: string): void {
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
