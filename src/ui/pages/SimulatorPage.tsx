import '../styles/simulator.css';
import { useEffect } from 'react';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { SimulatorView, startPanelScene } from '../simulator/SimulatorView';

/** What /simulador shows below its title (lazily loaded with its scene and its texts). */
export default function SimulatorPage() {
  const ready = useSection('simulator');
  // The scene's code comes beside the texts, not after them.
  useEffect(startPanelScene, []);
  return ready ? <SimulatorView /> : <PageLoading scene />;
}
