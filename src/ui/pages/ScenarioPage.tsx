import '../styles/scenarios.css';
import { useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { arrivedBuiltIn, builtInFiles, isBuiltInWorkOrder } from '../../rules/builtInFiles';
import { localized } from '../../rules/localizedText';
import type { ScenarioDef } from '../../rules/workOrder';
import { currentPath } from '../../platform/location';
import { ROUTES } from '../../platform/routes';
import { loadable } from '../common/loadable';
import { PageLoading } from '../common/PageLoading';
import { afterFirstPaint } from '../common/afterFirstPaint';
import { useAfterFirstPaint } from '../common/useAfterFirstPaint';
import { ScenarioHeader } from '../scenario/ScenarioHeader';
import { startMachineScene } from '../scenario/machineSceneCode';

// The page itself (the work order's rules, its machine, the attempt and the scene's view) loads
// behind its header, so that the title shows as soon as the shell has run rather than after some
// 70 KB of the page's code. (`loadable`, not `lazy`: no Suspense reveal delay.)
const loadBody = () => import('./ScenarioPageBody');
const { Component: ScenarioPageBody } = loadable(loadBody, <PageLoading scene />);
const { Component: AttemptBadges } = loadable(() => loadBody().then((module) => ({ default: module.AttemptBadges })));

// The machine scene's code, renderer and typeface start loading once the page has first painted,
// beside the page's code, its texts and the attempt, rather than when the scene's view mounts after them.
afterFirstPaint(startMachineScene);

/**
 * Waits, before this page first renders, for the file of the built-in work order its address names
 * (the page's HTML has asked for it beside this module: scripts/startup-preload.mjs), so that the
 * first render draws the title. Rendered first without it, the page showed its loading frame and
 * then the header above it, pushing it down: a layout shift (Lighthouse read CLS 0.1). A file
 * that does not come is left to `useBuiltInFile`, which says so.
 */
export async function fileFirst(): Promise<void> {
  // A built-in id needs no decoding (letters, digits and dashes); any other path finds no file.
  const [, id] = currentPath().split(`${ROUTES.scenarios}/`);
  if (id && isBuiltInWorkOrder(id)) await builtInFiles(id).catch(() => undefined);
}

/**
 * The built-in work order `id`'s file (null: none), asked for at once (the page's HTML has
 * usually asked for it already: scripts/startup-preload.mjs), and undefined until it has come.
 * Its not coming (offline before the app was cached, a build replaced meanwhile) is an error of
 * the page: the error screen says so and offers a reload, rather than a loading frame that never ends.
 */
function useBuiltInFile(id: string | null): ScenarioDef | undefined {
  const [, setArrived] = useState<ScenarioDef | null>(null);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  // What this render saw: a file arriving after it (asked for by other code) and before the effect
  // runs still renders the page again, as useBuiltInScenario does.
  const known = id !== null && arrivedBuiltIn(id) !== undefined;
  useEffect(() => {
    if (id === null || known) return;
    let live = true;
    builtInFiles(id).then(
      (def) => live && setArrived(def),
      (error: unknown) => live && setFailure({ error }),
    );
    return () => {
      live = false;
    };
  }, [id, known]);
  if (failure) throw failure.error;
  return id === null ? undefined : arrivedBuiltIn(id);
}

/**
 * /cenarios/:id?semente=&modo=&regras= : one work order (./ScenarioPageBody.tsx), its header first.
 * A built-in work order's header is drawn here, from its file (read at build time, a few
 * kilobytes), and stays the same element once the page's code has come: the title, the page's
 * largest text, is painted once (a header drawn again would be a later largest paint). A work
 * order of the plant's library has no file: the page's code draws its header.
 */
export default function ScenarioPage() {
  const { id = '' } = useParams<{ id: string }>();
  const builtIn = isBuiltInWorkOrder(id);
  const def = useBuiltInFile(builtIn ? id : null);
  const painted = useAfterFirstPaint();
  if (!builtIn) return painted ? <ScenarioPageBody /> : <PageLoading scene />;
  if (!def) return <PageLoading scene />;
  return <HeadedPage key={def.id} def={def} />;
}

/** A built-in work order's header, then, once it has painted, the page's code under it. */
function HeadedPage({ def }: { def: ScenarioDef }) {
  const { language } = useLanguage();
  // The page's code is asked for once the header has painted: on a slow connection the title does
  // not share the bandwidth with it (Lighthouse's phone: the title about 1 s sooner).
  const painted = useAfterFirstPaint();
  return (
    <div className="page scene-page scenario-page">
      <ScenarioHeader job={localized(def.job, language)} machine={localized(def.machine.name, language)} where={localized(def.where, language)}>
        {painted && <AttemptBadges />}
      </ScenarioHeader>
      {painted ? <ScenarioPageBody headed /> : <PageLoading scene />}
    </div>
  );
}
