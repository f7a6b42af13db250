import '../styles/challenge.css';
import { ChallengeView, startBoardScene } from '../challenge/ChallengeView';
import { PageLoading } from '../common/PageLoading';
import { afterFirstPaint } from '../common/afterFirstPaint';
import { useSection } from '../common/useSection';

// The board's code, renderer and typeface start loading once the page has first painted, beside
// its texts, rather than when the board's view mounts after them.
afterFirstPaint(startBoardScene);

/** What /desafio shows below its title (lazily loaded with its board and its texts). */
export default function ChallengePage() {
  const ready = useSection('challenge');
  return ready ? <ChallengeView /> : <PageLoading scene />;
}
