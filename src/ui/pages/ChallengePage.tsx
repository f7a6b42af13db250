import '../styles/challenge.css';
import { ChallengeView } from '../challenge/ChallengeView';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';

/** What /desafio shows below its title (lazily loaded with its board and its texts). */
export default function ChallengePage() {
  const ready = useSection('challenge');
  return ready ? <ChallengeView /> : <PageLoading scene />;
}
