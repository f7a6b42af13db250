/**
 * Finding the LMS at start-up and reporting the launched lesson to it. Loaded only where an LMS
 * can be (a package's launch page, a page in a frame or opened by another window, a cmi5 launch
 * address): the plain site never downloads this code.
 */
import { postNotice } from '../state/notices';
import { connectScorm, findScormApi } from './scorm';
import { applyResume, lessonKind, startTracker } from './tracker';
import { isCmi5Launch } from './launch';
import type { LaunchContext, LmsConnection } from './types';

/**
 * Connects to the LMS, puts back what it kept, and starts reporting. Resolves when the lesson can
 * render (a resumed lesson must be in place before its page reads it). Never throws: without an
 * LMS the site runs as the plain site, and a package opened outside one says so.
 */
export async function startLms(launch: LaunchContext, path: string): Promise<LmsConnection | null> {
  const kind = lessonKind(launch.lesson ?? path);
  let conn: LmsConnection | null = null;
  try {
    if (launch.packaged !== 'cmi5' && kind) {
      const found = findScormApi(window, launch.packaged === 'scorm12' || launch.packaged === 'scorm2004' ? launch.packaged : 'any');
      if (found) conn = connectScorm(found);
    }
    if (!conn && kind && isCmi5Launch(window.location.search)) {
      const { connectCmi5 } = await import('./cmi5');
      conn = await connectCmi5(new URL(window.location.href));
    }
  } catch (error) {
    console.warn('Could not connect to the LMS; running without it.', error);
    conn = null;
  }
  if (!conn || !kind) {
    if (launch.packaged) postNotice({ tone: 'warning', title: { key: 'lms.notices.noLms' }, description: { key: 'lms.notices.noLmsText' }, durationMs: 12_000 });
    return null;
  }
  const resumed = applyResume(kind, conn.resume);
  if (conn.learner) await nameLearner(conn.learner);
  startTracker(conn, kind, { resumed });
  return conn;
}

/**
 * The LMS knows who is training: the device's records of this lesson go to that person (the same
 * trainee each time the LMS names them), and nobody is asked who takes the assessment. Waits at
 * most a moment for the records database; a device without one simply does not name anyone.
 */
async function nameLearner(learner: { id: string; name: string }): Promise<void> {
  const name = (learner.name || learner.id).trim();
  if (!name) return;
  const work = (async () => {
    const { openRecords } = await import('../state/records');
    const records = await openRecords();
    const key = `lmsLearner:${learner.id}`;
    const known = await records.getSetting(key);
    const saved = await records.saveTrainee({ id: typeof known === 'string' ? known : undefined, name });
    if (!saved.ok) return;
    await records.setSetting(key, saved.trainee.id);
    await records.setCurrentTrainee(saved.trainee.id);
  })();
  await Promise.race([work.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 2000))]);
}
