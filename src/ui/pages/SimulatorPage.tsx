import { ScenePage } from './ScenePage';

/** /simulador (lazily loaded with its scene). */
export default function SimulatorPage() {
  return <ScenePage id="simulator" />;
}
