import { useState } from 'react';
import { useLanguage } from '../../i18n/LanguageContext';
import { CURRENT_TRAINEE_KEY } from '../../records/keys';
import { safeStorage } from '../../platform/storage';
import { Modal } from '../common/Modal';
import { useSection } from '../common/useSection';
import { EMPTY_TRAINEE, TraineeForm } from './TraineePanel';

/**
 * Before an assessment with nobody named on this device: who is taking it? The result is recorded
 * for that person (their records and certificate); the trainee may also go on without a name.
 */
export function WhoDialog({ attemptId }: { attemptId: string }) {
  const { t } = useLanguage();
  const [closedFor, setClosedFor] = useState<string | null>(null);
  // Its words are the user area's, loaded with it (a moment after the work order opens).
  const ready = useSection('users');
  const open = closedFor !== attemptId && !safeStorage.get(CURRENT_TRAINEE_KEY);
  if (!ready) return null;
  return (
    <Modal open={open} onOpenChange={(next) => !next && setClosedFor(attemptId)} title={t('users.who.title')} description={t('users.who.text')} tone="info" className="who-dialog">
      <TraineeForm initial={EMPTY_TRAINEE} onDone={() => setClosedFor(attemptId)} cancelLabel={t('users.who.skip')} />
    </Modal>
  );
}
