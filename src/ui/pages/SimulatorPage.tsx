import '../styles/simulator.css';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { SimulatorView } from '../simulator/SimulatorView';
import { ScenePage } from './ScenePage';

/** /simulador (lazily loaded with its scene and its texts). */
export default function SimulatorPage() {
  const ready = useSection('simulator');
  return <ScenePage id="simulator">{ready ? <SimulatorView /> : <PageLoading />}</ScenePage>;
}
