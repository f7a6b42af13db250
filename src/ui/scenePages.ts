import { loadSection } from '../i18n/messages';
import type { Language } from '../rules/language';
import { ROUTES } from '../platform/routes';
import { afterFirstPaint } from './common/afterFirstPaint';

/** The scene pages' code: PixiJS and the scene (and chart.js later): loaded only when visited. */
export const loadSimulatorPage = () => import('./pages/SimulatorPage');
export const loadChallengePage = () => import('./pages/ChallengePage');
export const loadScenariosPage = () => import('./pages/ScenariosPage');
export const loadScenarioPage = () =>
  import('./pages/ScenarioPage').then(async (module) => {
    await module.fileFirst();
    return module;
  });

/**
 * When the site opens on a scene route, starts fetching that scene's code and texts before the
 * page asks for them. The renderer's choice (a WebGL probe in a worker, a few hundred milliseconds
 * on a software renderer) starts at once. The simulator's and the challenge's pages, whose titles
 * and instructions are shell texts, wait for the first paint, their code (App.tsx: their
 * loadables) and their texts (here): on a slow connection the paint does not share the bandwidth
 * with them (Lighthouse's phone counts every script that arrived before the paint as one the
 * paint waited for), and their scenes' code, which starts from their page modules, then follows
 * the paint at once. The work order's page module is small and draws its
 * title itself: it starts at once (the page's HTML preloads it too).
 * Failures are left to the real loads (loadable and useSection), which report them.
 */
export function prefetchScene(pathname: string, language: Language): void {
  const ignore = () => undefined;
  const scene = pathname === ROUTES.simulator || pathname === ROUTES.challenge || pathname.startsWith(`${ROUTES.scenarios}/`);
  if (scene) import('../scenes/shared/rendererChoice').then((choice) => choice.decideRenderer()).catch(ignore);
  if (pathname === ROUTES.simulator) afterFirstPaint(() => void loadSection('simulator', language).catch(ignore));
  else if (pathname === ROUTES.challenge) afterFirstPaint(() => void loadSection('challenge', language).catch(ignore)); else if (pathname === ROUTES.scenarios || pathname.startsWith(`${ROUTES.scenarios}/`)) {
    (pathname === ROUTES.scenarios ? loadScenariosPage() : loadScenarioPage()).catch(ignore);
    loadSection(pathname === ROUTES.scenarios ? 'scenarios' : 'scenarioPage', language).catch(ignore);
  }
}
