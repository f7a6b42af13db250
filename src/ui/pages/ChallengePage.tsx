import '../styles/challenge.css';
import { useEffect } from 'react';
import { ChallengeView, startBoardScene } from '../challenge/ChallengeView';
import { PageLoading } from '../common/PageLoading';
import { useSection } from '../common/useSection';

/** What /desafio shows below its title (lazily loaded with its board and its texts). */
export default function ChallengePage() {
  const ready = useSection('challenge');
  // The board's code comes beside the texts, not after them.
  useEffect(startBoardScene, []);
  return ready ? <ChallengeView /> : <PageLoading scene />;
}
