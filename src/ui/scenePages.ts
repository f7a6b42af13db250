import { loadSection } from '../i18n/messages';
import type { Language } from '../rules/language';
import { ROUTES } from '../platform/routes';

/** The scene pages' code: PixiJS and the scene (and chart.js later): loaded only when visited. */
export const loadSimulatorPage = () => import('./pages/SimulatorPage');
export const loadChallengePage = () => import('./pages/ChallengePage');
export const loadScenariosPage = () => import('./pages/ScenariosPage');
export const loadScenarioPage = () => import('./pages/ScenarioPage');

/**
 * When the site opens on a scene route, starts fetching that scene's code and texts at once,
 * alongside the shell's texts, instead of after the first render: the scene is on screen sooner.
 * Failures are left to the real loads (React's lazy and useSection), which report them.
 */
export function prefetchScene(pathname: string, language: Language): void {
  const ignore = () => undefined;
  const scene = pathname === ROUTES.simulator || pathname === ROUTES.challenge || pathname.startsWith(`${ROUTES.scenarios}/`);
  // The renderer's choice, whose WebGL probe in a worker takes a few hundred milliseconds on a
  // software renderer, is ready by the time the scene mounts. (Fetching the scene's code or its
  // typeface here, beside the shell, cost the first paint more than it won: Lighthouse's slow
  // connection shares its bandwidth between them.)
  if (scene) import('../scenes/shared/rendererChoice').then((choice) => choice.decideRenderer()).catch(ignore);
  if (pathname === ROUTES.simulator) {
    loadSimulatorPage().catch(ignore);
    loadSection('simulator', language).catch(ignore);
  } else if (pathname === ROUTES.challenge) {
    loadChallengePage().catch(ignore);
    loadSection('challenge', language).catch(ignore);
  } else if (pathname === ROUTES.scenarios || pathname.startsWith(`${ROUTES.scenarios}/`)) {
    (pathname === ROUTES.scenarios ? loadScenariosPage() : loadScenarioPage()).catch(ignore);
    loadSection('scenarios', language).catch(ignore);
  }
}
