import '../styles/challenge.css';
import { ChallengeView, startBoardScene } from '../challenge/ChallengeView';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';

// The board's code, renderer and typeface start loading with this page's code, beside its texts.
startBoardScene();

/** What /desafio shows below its title (lazily loaded with its board and its texts). */
export default function ChallengePage() {
  const ready = useSection('challenge');
  return ready ? <ChallengeView /> : <PageLoading scene />;
}
