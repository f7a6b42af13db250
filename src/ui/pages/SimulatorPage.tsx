import '../styles/simulator.css';
import { PageLoading } from '../common/PageLoading';
import { afterFirstPaint } from '../common/afterFirstPaint';
import { useSection } from '../common/useSection';
import { SimulatorView, startPanelScene } from '../simulator/SimulatorView';

// The scene's code, renderer and typeface start loading once the page has first painted, beside
// its texts, rather than when the scene's view mounts after them.
afterFirstPaint(startPanelScene);

/** What /simulador shows below its title (lazily loaded with its scene and its texts). */
export default function SimulatorPage() {
  const ready = useSection('simulator');
  return ready ? <SimulatorView /> : <PageLoading scene />;
}
