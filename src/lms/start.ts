/**
 * Finding the LMS at start-up and reporting the launched lesson to it. Loaded only where an LMS
 * can be (a package's launch page, a page in a frame or opened by another window, a cmi5 launch
 * address): the plain site never downloads this code.
 */
import { subscribeKey } from 'valtio/utils';
import type { Language } from '../rules/language';
import { setLanguage } from '../state/actions';
import { postNotice } from '../state/notices';
import { store } from '../state/store';
import { lessonFinished, offerReturn } from './exit';
import { connectScorm, findScormApi } from './scorm';
import { applyResume, lessonKind, startTracker } from './tracker';
import { isCmi5Launch, missingCmi5Params } from '../platform/launch';
import type { Cmi5Connection } from './cmi5';
import type { LaunchContext, LmsConnection } from './types';

/**
 * Connects to the LMS, puts back what it kept, and starts reporting. Resolves when the lesson can
 * render (a resumed lesson must be in place before its page reads it). Never throws: without an
 * LMS the site runs as the plain site, and a package opened outside one says so.
 */
export async function startLms(launch: LaunchContext, path: string): Promise<LmsConnection | null> {
  const kind = lessonKind(launch.lesson ?? path);
  // Part of a cmi5 launch (an LMS or a link lost the rest): it cannot report, and says so rather
  // than run as the plain site in silence. A SCORM package never speaks cmi5.
  const missing = launch.packaged === 'scorm12' || launch.packaged === 'scorm2004' ? [] : missingCmi5Params(window.location.search);
  if (missing.length > 0) {
    const names = missing.join(', ');
    console.warn(`cmi5 launch: missing or empty ${names} in the launch address; running without the LMS, nothing is reported.`);
    postNotice({ tone: 'warning', title: { key: 'lms.notices.partialLaunch' }, description: { key: 'lms.notices.partialLaunchText', params: { missing: names } }, durationMs: 20_000 });
    return null;
  }
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
  if (conn.language) await speakLmsLanguage(conn.language);
  if (conn.learner) await nameLearner(conn.learner);
  const back = conn.kind === 'cmi5' && offerReturn(conn as Cmi5Connection);
  startTracker(conn, kind, { resumed, onOutcome: back ? (o) => o.completed && lessonFinished() : undefined });
  return conn;
}

/** This tab's record of a trainee who switched away from the LMS's language: { lms, chosen }. */
const LANGUAGE_CHOICE_KEY = 'loto_lms_language_choice';

/**
 * Inside an LMS the LMS speaks for the learner: the lesson opens in the language it gives, even
 * when this device remembers another. That language is not remembered on the device (the site
 * saves language changes only once its effects start, after this): a shared computer's choice
 * belongs to whoever made it, and the next LMS launch says again what its learner reads. The
 * trainee can still switch with the picker; that choice is saved as usual, and wins over the
 * same LMS language for the rest of this tab's session, a reload of the lesson included.
 */
async function speakLmsLanguage(language: Language): Promise<void> {
  const memory = typeof sessionStorage === 'undefined' ? null : sessionStorage;
  let overruled: boolean;
  try {
    const choice = JSON.parse(memory?.getItem(LANGUAGE_CHOICE_KEY) ?? 'null') as { lms?: unknown } | null;
    overruled = choice?.lms === language;
  } catch {
    overruled = false;
  }
  if (!overruled) await setLanguage(language);
  subscribeKey(store, 'language', (chosen) => {
    try {
      if (chosen === language) memory?.removeItem(LANGUAGE_CHOICE_KEY);
      else memory?.setItem(LANGUAGE_CHOICE_KEY, JSON.stringify({ lms: language, chosen }));
    } catch {
      // Without sessionStorage the choice holds until the page reloads.
    }
  });
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
