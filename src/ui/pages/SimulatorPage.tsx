import '../styles/simulator.css';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { SimulatorView } from '../simulator/SimulatorView';

/** What /simulador shows below its title (lazily loaded with its scene and its texts). */
export default function SimulatorPage() {
  const ready = useSection('simulator');
  return ready ? <SimulatorView /> : <PageLoading scene />;
}
