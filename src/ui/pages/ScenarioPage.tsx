import '../styles/scenarios.css';
import { useEffect } from 'react';
import { useParams } from 'wouter';
import { useLanguage } from '../../i18n/LanguageContext';
import { builtInFiles } from '../../rules/builtInFiles';
import { builtInHead } from '../../rules/workOrderHeads';
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
 * /cenarios/:id?semente=&modo=&regras= : one work order (./ScenarioPageBody.tsx), its header first.
 * A built-in work order's header is drawn here, from a small table of titles (workOrderHeads.ts),
 * and stays the same element once the page's code has come: the title, the page's largest text,
 * is painted once (a header drawn again would be a later largest paint). A work order of the
 * plant's library has no entry there: the page's code draws its header.
 */
export default function ScenarioPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { language } = useLanguage();
  const head = builtInHead(id, language);
  // The page's code is asked for once the header has painted: on a slow connection the title does
  // not share the bandwidth with it (Lighthouse's phone: the title about 1 s sooner).
  const painted = useAfterFirstPaint();
  // The work order's own two files (its machine and itself), fetched beside the page's code (the
  // page's code reads them, and says so if they do not come).
  const builtIn = head !== null;
  useEffect(() => {
    if (painted && builtIn) builtInFiles(id).catch(() => undefined);
  }, [painted, builtIn, id]);
  if (!head) return painted ? <ScenarioPageBody /> : <PageLoading scene />;
  return (
    <div className="page scene-page scenario-page">
      <ScenarioHeader job={head.job} machine={head.machine} where={head.where}>
        {painted && <AttemptBadges />}
      </ScenarioHeader>
      {painted ? <ScenarioPageBody headed /> : <PageLoading scene />}
    </div>
  );
}
