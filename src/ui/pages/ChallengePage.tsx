import '../styles/challenge.css';
import { ChallengeView } from '../challenge/ChallengeView';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';
import { ScenePage } from './ScenePage';

/** /desafio (lazily loaded with its board and its texts). */
export default function ChallengePage() {
  const ready = useSection('challenge');
  return <ScenePage id="challenge">{ready ? <ChallengeView /> : <PageLoading />}</ScenePage>;
}
