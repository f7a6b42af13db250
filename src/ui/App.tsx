import { lazy, Suspense } from 'react';
import { Route, Router, Switch } from 'wouter';
import { useSnapshot } from 'valtio';
import { currentPath, packagedLocation } from '../platform/location';
import { store } from '../state/store';
import { ErrorScreen } from './common/ErrorScreen';
import { PageLoading } from './common/PageLoading';
import { Layout } from './layout/Layout';
import { NotFoundPage } from './pages/NotFoundPage';
import { ScenePage } from './pages/ScenePage';
import { ROUTES } from '../platform/routes';
import { loadable } from './common/loadable';
import { withSectionTexts } from './common/useSection';
import type { Section } from '../i18n/messages';
import { loadContent, type ContentKind } from '../content/load';
import { USERS_PAGE_SECTIONS } from './users/sections';
import { CONTENT_PAGES } from './content/sections';
import { DUE_PAGE_SECTIONS } from './procedures/sections';
import { MACHINES_PAGE_SECTIONS } from './machines/sections';
import { firstPaint } from './common/afterFirstPaint';
import { loadChallengePage, loadScenarioPage, loadScenariosPage, loadSimulatorPage } from './scenePages';

// The scene pages carry PixiJS: they load only when visited, inside their page's frame, shown as
// soon as they arrive (loadable, not lazy: no Suspense reveal delay on the way to the scene).
// The simulator's and the challenge's frames (title, instructions) are shell texts: their pages'
// code is asked for once that frame has painted (see prefetchScene).
const SimulatorPage = loadable(() => firstPaint().then(loadSimulatorPage), <PageLoading scene />).Component;
const ChallengePage = loadable(() => firstPaint().then(loadChallengePage), <PageLoading scene />).Component;
const scenariosPageCode = loadable(loadScenariosPage, <PageLoading scene />);
const ScenariosPage = scenariosPageCode.Component;
/** The work order's page (its header's module): main.tsx waits for it before the first render. */
export const scenarioPageCode = loadable(loadScenarioPage, <PageLoading scene />);
const ScenarioPage = scenarioPageCode.Component;
/**
 * The home page, not in the shell that every page loads (2 KB): on `/` the page's HTML asks for it
 * beside the shell (scripts/startup-preload.mjs) and main.tsx waits for it before the first render.
 */
export const homePageCode = loadable(() => import('./pages/HomePage').then((module) => ({ default: module.HomePage })), <PageLoading />);
const HomePage = homePageCode.Component;
/**
 * The long-form pages carry their own texts and drawings. Their text sections and their long-form
 * content in the trainee's language (CONTENT_PAGES) load beside their code, so that their first
 * frame is the whole page, not a title over a loading line (its largest text a round trip later).
 * Content that does not arrive is the page's to report (useContent).
 */
const contentPage = <T,>(code: Promise<T>, { sections, content }: { sections: readonly Section[]; content?: ContentKind }): Promise<T> =>
  withSectionTexts(sections, Promise.all([code, content && loadContent(content, store.language).catch(() => undefined)]).then(([module]) => module));
const knowledgePageCode = loadable(() => contentPage(import('./content/KnowledgePage'), CONTENT_PAGES.knowledge), <PageLoading />);
const proceduresPageCode = loadable(() => contentPage(import('./content/ProceduresPage'), CONTENT_PAGES.procedures), <PageLoading />);
const examplesPageCode = loadable(() => contentPage(import('./content/ExamplesPage'), CONTENT_PAGES.examples), <PageLoading />);
// The records page carries the database code (Dexie) and its charts. Its texts and the records'
// overview come with its code, so that its first frame shows the records, not a loading frame.
const usersPageCode = loadable(
  () =>
    withSectionTexts(
      USERS_PAGE_SECTIONS,
      Promise.all([import('./users/UsersPage'), import('./users/useRecordsData').then((data) => data.preloadRecordsData())]).then(([page]) => page),
    ),
  <PageLoading />,
);
// The verification page: its texts and this installation's keys come with its code.
const verifyPageCode = loadable(
  () =>
    withSectionTexts(
      ['verify', 'certificate'],
      import('./pages/VerifyRoute').then(async (page) => {
        await page.preloadKnownKeys();
        return page;
      }),
    ),
  <PageLoading />,
);
// The machine editor: the plant's machines on their photos (and the records database).
// Its texts, and on /maquinas the library's list or on /maquinas/:id the editor's code, come with
// its code (MACHINES_PAGE_SECTIONS, preloadLibrary, preloadEditor).
const machinesPageCode = loadable(
  () =>
    withSectionTexts(
      MACHINES_PAGE_SECTIONS,
      import('./machines/MachinesPage').then(async (page) => {
        await (currentPath() === ROUTES.machines ? page.preloadLibrary() : page.preloadEditor());
        return page;
      }),
    ),
  <PageLoading />,
);
// A machine's procedure as a controlled document, and what is due across the machines.
const ProcedurePage = lazy(() => import('./procedures/ProcedurePage'));
// What is due: its texts and its table come with its code (DUE_PAGE_SECTIONS, preloadDue).
const duePageCode = loadable(
  () =>
    withSectionTexts(
      DUE_PAGE_SECTIONS,
      import('./procedures/DuePage').then(async (page) => {
        await page.preloadDue();
        return page;
      }),
    ),
  <PageLoading />,
);

/**
 * The pages whose code the first render waits for when the site opens on them (main.tsx; their
 * HTML asks for it beside the shell: EARLY_PAGES in scripts/startup-preload.mjs), by path: exact,
 * or a prefix when it ends with a slash (`/` is the home page alone). Rendered first without it, such a page painted its
 * loading frame and then itself, its largest text a paint later (on Lighthouse's phone 3.2-4.8 s).
 */
const FIRST_PAGES: ReadonlyMap<string, { start: () => Promise<void> }> = new Map([
  [ROUTES.home, homePageCode],
  [`${ROUTES.scenarios}/`, scenarioPageCode],
  [ROUTES.knowledge, knowledgePageCode],
  [ROUTES.procedures, proceduresPageCode],
  [ROUTES.examples, examplesPageCode],
  [ROUTES.users, usersPageCode],
  [ROUTES.machines, machinesPageCode],
  [ROUTES.scenarios, scenariosPageCode],
  [ROUTES.inspections, duePageCode],
  [ROUTES.verify, verifyPageCode],
]);

/** Which of FIRST_PAGES `path` is (its key; undefined: none). */
export function firstPageRoute(path: string): string | undefined {
  return [...FIRST_PAGES.keys()].find((route) => path === route || (route.length > 1 && route.endsWith('/') && path.startsWith(route)));
}

/** Starts loading the code of the page at `path` if the first render should wait for it (undefined: none). */
export function startFirstPage(path: string): Promise<void> | undefined {
  const route = firstPageRoute(path);
  return route === undefined ? undefined : FIRST_PAGES.get(route)?.start();
}

// The idle watch (react-idle-timer) and its warning: only on a screen in kiosk mode.
const KioskGuard = lazy(() => import('./kiosk/KioskGuard'));

/**
 * The routed site inside its layout; the error screen replaces everything after a fatal error.
 * The layout is keyed by the session: when a kiosk session ends, every view starts afresh. In an
 * LMS package the routes live in memory, starting on the lesson (src/platform/location.ts).
 */
export function App() {
  const { fatalError, session, kiosk } = useSnapshot(store);
  const guard = kiosk.on && (
    <Suspense fallback={null}>
      <KioskGuard />
    </Suspense>
  );
  // A shared screen left on the error screen still resets for the next trainee.
  if (fatalError)
    return (
      <>
        <ErrorScreen error={fatalError} />
        {guard}
      </>
    );
  const site = (
    <>
      <Routes key={session} />
      {guard}
    </>
  );
  const packaged = packagedLocation();
  if (!packaged) return site;
  return (
    <Router hook={packaged.hook} searchHook={packaged.searchHook} hrefs={packaged.hrefs}>
      {site}
    </Router>
  );
}

function Routes() {
  return (
    <Layout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          <Route path={ROUTES.home} component={HomePage} />
          <Route path={ROUTES.simulator}>
            <ScenePage id="simulator">
              <SimulatorPage />
            </ScenePage>
          </Route>
          <Route path={ROUTES.challenge}>
            <ScenePage id="challenge">
              <ChallengePage />
            </ScenePage>
          </Route>
          <Route path={ROUTES.scenarios}>
            <ScenePage id="scenarios">
              <ScenariosPage />
            </ScenePage>
          </Route>
          <Route path={`${ROUTES.scenarios}/:id`}>
            <Suspense fallback={<PageLoading scene />}>
              <ScenarioPage />
            </Suspense>
          </Route>
          <Route path={ROUTES.knowledge} component={knowledgePageCode.Component} />
          <Route path={ROUTES.procedures} component={proceduresPageCode.Component} />
          <Route path={ROUTES.examples} component={examplesPageCode.Component} />
          <Route path={ROUTES.users} component={usersPageCode.Component} />
          <Route path={ROUTES.verify} component={verifyPageCode.Component} />
          <Route path={ROUTES.machines} component={machinesPageCode.Component} />
          <Route path={`${ROUTES.machines}/:id/procedimento`} component={ProcedurePage} />
          <Route path={`${ROUTES.machines}/:id`} component={machinesPageCode.Component} />
          <Route path={ROUTES.inspections} component={duePageCode.Component} />
          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </Layout>
  );
}
