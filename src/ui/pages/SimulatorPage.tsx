import '../styles/simulator.css';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { SimulatorView, startPanelScene } from '../simulator/SimulatorView';

// The scene's code, renderer and typeface start loading with this page's code, beside its texts.
startPanelScene();

/** What /simulador shows below its title (lazily loaded with its scene and its texts). */
export default function SimulatorPage() {
  const ready = useSection('simulator');
  return ready ? <SimulatorView /> : <PageLoading scene />;
}
