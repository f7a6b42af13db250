import '@fontsource/barlow/latin-400.css';
import '@fontsource/barlow/latin-500.css';
import '@fontsource/barlow/latin-600.css';
import '@fontsource/barlow/latin-700.css';
import '@fontsource/barlow-condensed/latin-600.css';
import '@fontsource/barlow-condensed/latin-700.css';
import './ui/styles/base.css';
import './ui/styles/layout.css';
import './ui/styles/pages.css';
import './ui/styles/kiosk.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { LanguageProvider } from './ui/LanguageProvider';
import { loadMessages } from './i18n/messages';
import { launchContext, mayHaveLms } from './platform/launch';
import { currentPath, preparePackagedLocation } from './platform/location';
import { deploymentConfig, names, needsLrsCode } from './platform/deploymentConfig';
import { reportFatal } from './state/actions';
import { startEffects } from './state/effects';
import { startKiosk } from './state/kiosk';
import { onRecorded } from './state/recorded';
import { applyWaitingVersion, registerWhenIdle } from './state/serviceWorker';
import { store } from './state/store';
import { App, startFirstPage } from './ui/App';
import { ErrorBoundary } from './ui/common/ErrorBoundary';
import { ROUTES } from './platform/routes';
import { prefetchScene } from './ui/scenePages';
import { afterFirstPaint } from './ui/common/afterFirstPaint';
import { swapInFonts } from './ui/common/swapInFonts';

// A package routes in memory: its location (code loaded only in a package) is made before anything
// reads the route.
if (launchContext().packaged) await preparePackagedLocation();

// The saved or browser language's shell texts arrive before the first paint; if they cannot, the
// page starts in Portuguese rather than not at all. Asked for before the scene's prefetch, so the
// first paint does not also wait for the scene's own texts: a scene page paints its title and
// frame from the shell's, and its scene waits for its section (useSection).
const shellTexts = loadMessages(store.language);
prefetchScene(currentPath(), store.language);
// A new version of the offline app waiting for this start is put in use first (the page then
// reloads into it), beside the download of the texts.
const updating = applyWaitingVersion();

// A work order's page module (a few KB: its header and a table of titles) is asked for beside the
// texts, and the first render waits for it (1 s at most): the work order's title, the page's
// largest text, is then in the first paint instead of a paint later (on Lighthouse's phone the
// largest paint came some 500 ms after the first). A failed load is reported where the page renders.
// The home page's module (not in the shell), and the other pages' whose HTML asks for their code
// early, likewise, so that they paint whole at once (App.tsx: FIRST_PAGES).
const firstPath = currentPath();
const pageCode = startFirstPage(firstPath);

try {
  await shellTexts;
} catch (error) {
  console.warn(`Could not load the ${store.language} texts; starting in Portuguese.`, error);
  store.language = 'pt';
}
if (pageCode) await Promise.race([pageCode, new Promise((resolve) => setTimeout(resolve, 1_000))]);

if (!(await updating)) await start();

async function start(): Promise<void> {
  // Inside an LMS (a package's launch page, a frame, a window another opened, a cmi5 launch
  // address) the LMS is found and the lesson it kept is put back before the lesson's page first
  // reads it; after any reload into a new version, so no LMS session is opened twice. The plain
  // site never loads this code.
  const launch = launchContext();
  const inLms = mayHaveLms(launch) ? await import('./lms/start').then((lms) => lms.startLms(launch, currentPath())) : null;
  // A deployment's learning record store (loto-config.json) gets every attempt recorded from now
  // on (queued offline). Not inside an LMS or a package: there the LMS keeps the records, and two
  // systems would report. Its code loads with the first attempt.
  const reportsToLrs = !inLms && !launch.packaged;
  if (reportsToLrs) onRecorded((row) => void import('./lms/lrsConfig').then((lrs) => lrs.forwardToLrs(row)).catch((error: unknown) => console.warn('The LRS code could not load; the attempt is kept on this device only.', error)));

  startEffects();
  startKiosk();

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');

  const root = createRoot(container, {
    // Errors React could not hand to a boundary still reach the error screen.
    onUncaughtError: (error) => reportFatal(error),
  });
  // The first render as a transition: React renders it in slices of a few milliseconds instead
  // of one long task, so a slow phone's main thread stays free for a tap while the page builds.
  startTransition(() => {
    root.render(
      <StrictMode>
        <LanguageProvider>
          <ErrorBoundary>
            <App />
          </ErrorBoundary>
        </LanguageProvider>
      </StrictMode>,
    );
  });
  // The page painted its first frame in the fallback faces (index.html's `fonts-later`, base.css,
  // scripts/startup-preload.mjs); Barlow is asked for now and swaps in once it has loaded.
  afterFirstPaint(() => void swapInFonts());
  // The offline app's worker (never in a package), after the page is up; a scene page registers
  // it after the scene's first frame. Both this and the deployment's file below wait for the first
  // paint as well as for an idle moment: a page whose first render waits for its data (App.tsx:
  // FIRST_PAGES) is idle while IndexedDB opens, and the worker's code and loto-config.json were
  // fetched then, ahead of the paint. Lighthouse counts every request that ends before the largest
  // paint as one that paint waited for: on /inspecoes its simulated largest paint came 600 ms
  // after its first, the same observed paint.
  const path = currentPath();
  afterFirstPaint(() => registerWhenIdle(path === ROUTES.simulator || path === ROUTES.challenge || path.startsWith(`${ROUTES.scenarios}/`)));

  // After the first paint, so they never delay the page: what loto-config.json asks for
  // (lms/deployment.ts: the LRS sender, the plant library's sync), and only that. A site without
  // the file (or whose file asks for neither) loads none of that code, not even its starter.
  const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1_000));
  afterFirstPaint(() =>
    idle(
      () =>
        void deploymentConfig()
          .then((config) => (names(config, 'machines') || (reportsToLrs && needsLrsCode(config)) ? import('./lms/deployment') : undefined))
          .then((deployment) => deployment?.startDeployment(reportsToLrs))
          .catch((error: unknown) => console.warn('loto-config.json could not be acted on.', error)),
    ),
  );
}
