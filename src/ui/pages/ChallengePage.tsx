import { ScenePage } from './ScenePage';

/** /desafio (lazily loaded with its scene). */
export default function ChallengePage() {
  return <ScenePage id="challenge" />;
}
