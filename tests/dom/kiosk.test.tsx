import 'fake-indexeddb/auto';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMocks } from 'react-idle-timer';
import { useSnapshot } from 'valtio';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router, useLocation } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { queueIsEmpty, takeRows, useLrsQueueDatabase } from '../../src/lms/lrs';
import { LRS_ROWS_KEY, readLrsConfig } from '../../src/lms/lrsConfig';
import { setRecordsKeptBy } from '../../src/state/keptElsewhere';
import { CURRENT_ATTEMPT_KEY, CURRENT_TRAINEE_KEY, FINISHED_ATTEMPTS_KEY } from '../../src/records/keys';
import * as records from '../../src/records/records';
import type { AttemptRow } from '../../src/records/types';
import { endSession } from '../../src/state/session';
import type * as SessionModule from '../../src/state/session';
import { simulator } from '../../src/state/simulator';
import { store } from '../../src/state/store';
import KioskGuard from '../../src/ui/kiosk/KioskGuard';
import { startLrs } from '../e2e/lrs.mjs';

const IDLE = 60;
const WARN = 10;

// Every session end the guard starts, so that a test waits for the last one to finish: one still
// writing after the next test's set-up made that test's trainee nobody (its records' writes run on
// IndexedDB's own clock, not the fake one; seen once on a loaded 2-core machine).
const sessionEnds = vi.hoisted(() => new Set<Promise<unknown>>());
vi.mock('../../src/state/session', async (importOriginal) => {
  const actual = await importOriginal<typeof SessionModule>();
  return {
    ...actual,
    endSession: () => {
      const ending = actual.endSession();
      sessionEnds.add(ending);
      void ending.finally(() => sessionEnds.delete(ending));
      return ending;
    },
  };
});

let n = 0;
let traineeId = '';

function row(id: string, trainee: string | null): AttemptRow {
  return { id, traineeId: trainee, kind: 'challenge', activity: 'desafio', ruleSet: null, mode: null, language: 'pt', startedAt: 1, finishedAt: 2, score: 100, passed: null, mistakes: [], seed: 1 } as unknown as AttemptRow;
}

/** Something typed in the last session: gone when the views remount. */
function Typed() {
  const [text, setText] = useState('');
  return <input aria-label="typed" value={text} onChange={(e) => setText(e.target.value)} />;
}

function Where() {
  const [location] = useLocation();
  return <p data-testid="where">{location}</p>;
}

/** The app's shape: the views keyed by the session, the guard beside them. */
function Harness() {
  const { session } = useSnapshot(store);
  return (
    <>
      <div key={session}>
        <Typed />
      </div>
      <Where />
      <KioskGuard />
    </>
  );
}

function renderAt(path: string) {
  const { hook } = memoryLocation({ path });
  return render(
    <LanguageProvider>
      <Router hook={hook}>
        <Harness />
      </Router>
    </LanguageProvider>,
  );
}

async function pass(seconds: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(seconds * 1000);
  });
}

beforeEach(async () => {
  n += 1;
  records.useRecordsDatabase(`kiosk-${n}`);
  // Timers and the clock only: IndexedDB (fake-indexeddb) keeps its own scheduling.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  createMocks();
  store.kiosk = { on: true, idleSeconds: IDLE, warnSeconds: WARN, language: null, pin: null };
  const saved = await records.saveTrainee({ name: 'Ana Souza' });
  if (!saved.ok) throw new Error('trainee not saved');
  traineeId = saved.trainee.id;
  await records.setCurrentTrainee(traineeId);
  await records.saveAttempt(row('a-ana', traineeId));
  await records.saveAttempt(row('a-other', null));
  localStorage.setItem(FINISHED_ATTEMPTS_KEY, JSON.stringify([{ id: 'a-ana' }, { id: 'a-other' }]));
  // A scene in progress and a work order half done.
  simulator().lockout.tagInfo.reason = 'Troca do rolamento';
  localStorage.setItem(CURRENT_ATTEMPT_KEY, '{"id":"half-done"}');
});

afterEach(async () => {
  await Promise.allSettled([...sessionEnds]);
  setRecordsKeptBy(null);
  vi.useRealTimers();
});

describe('kiosk idle reset', () => {
  it('warns after the idle time; a touch keeps the session; when the warning runs out the session ends and the records stay', async () => {
    // The instructor had unlocked the records page with the PIN.
    store.kioskUnlocked = true;
    renderAt('/simulador');
    fireEvent.change(screen.getByLabelText('typed'), { target: { value: 'Ana, OS 4711' } });

    await pass(IDLE - 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(2);
    const dialog = screen.getByRole('dialog', { name: 'Ainda está aí?' });
    expect(dialog).toHaveAccessibleDescription(/volta ao início/);
    expect(screen.getByRole('button', { name: 'Continuar treinando' })).toHaveFocus();
    expect(screen.getByRole('timer')).toHaveTextContent('9 s');
    await pass(3);
    expect(screen.getByRole('timer')).toHaveTextContent('6 s');
    expect(screen.getByRole('timer')).toHaveAccessibleName(/^Faltam 6\s+segundos\.$/);

    // A touch anywhere keeps the session: nothing is cleared.
    fireEvent.pointerDown(document.body);
    await pass(0.3);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(WARN + 1);
    expect(screen.getByTestId('where')).toHaveTextContent('/simulador');
    expect(screen.getByLabelText('typed')).toHaveValue('Ana, OS 4711');

    // Idle again (counted from the touch), and the warning runs out.
    await pass(IDLE - WARN - 2);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(2);
    expect(screen.getByRole('dialog', { name: 'Ainda está aí?' })).toBeInTheDocument();
    await pass(WARN + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    expect(screen.getByLabelText('typed')).toHaveValue('');
    expect(store.session).toBe(1);
    // The next person finds the records page locked again.
    expect(store.kioskUnlocked).toBe(false);
    expect(store.simulator).toBeUndefined();
    expect(localStorage.getItem(CURRENT_ATTEMPT_KEY)).toBeNull();
    await vi.waitFor(() => expect(records.currentTraineeId()).toBeNull());
    expect(localStorage.getItem(CURRENT_TRAINEE_KEY)).toBeNull();
    // No LMS or LRS: the device holds the only copy, so the trainee and every record stay.
    expect((await records.listTrainees()).map((t) => t.name)).toEqual(['Ana Souza']);
    expect((await records.listAttempts()).map((r) => r.id).sort()).toEqual(['a-ana', 'a-other']);
    expect(JSON.parse(localStorage.getItem(FINISHED_ATTEMPTS_KEY)!)).toHaveLength(2);
  });

  it('a key, and the button, keep the session too', async () => {
    renderAt('/desafio');
    await pass(IDLE + 1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Shift' });
    await pass(0.3);
    // Kept at the key press; the warning goes with the key's release (a Space released on a
    // control under the warning must not press it).
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.keyUp(document.body, { key: 'Shift' });
    await pass(0.3);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(IDLE);
    fireEvent.click(screen.getByRole('button', { name: 'Continuar treinando' }));
    await pass(WARN + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where')).toHaveTextContent('/desafio');
    expect(store.session).toBe(0);
  });

  it('a finger keeps the session at the touch; the warning closes with the tap’s click, not before, so the tap does not fall through to the page', async () => {
    renderAt('/simulador');
    await pass(IDLE + 1);
    expect(screen.getByRole('timer')).toHaveTextContent('9 s');
    fireEvent.pointerDown(document.body, { pointerType: 'touch' });
    // A real touch carries its point (Radix's scroll lock reads it while the dialog is open).
    fireEvent.touchStart(document.body, { touches: [{ clientX: 20, clientY: 20 }], changedTouches: [{ clientX: 20, clientY: 20 }] });
    await pass(2);
    // Still on screen, its count stopped: the session is kept.
    expect(screen.getByRole('timer')).toHaveTextContent('9 s');
    fireEvent.pointerUp(document.body, { pointerType: 'touch' });
    fireEvent.click(document.body);
    await pass(0.1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(WARN + 1);
    expect(screen.getByTestId('where')).toHaveTextContent('/simulador');
  });

  it('a reload just after the session ended, before the database caught up, does not bring the last trainee back', async () => {
    const ending = endSession();
    // What the page wrote at once, before its first await: all a reload at this moment would find.
    const written = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)!]));
    expect(await ending).toBe('kept');
    // The reload: the database as it was before the session ended, localStorage as just written,
    // and the records code loaded afresh.
    await records.database().settings.put({ key: 'currentTrainee', value: traineeId });
    localStorage.clear();
    for (const [key, value] of Object.entries(written)) localStorage.setItem(key, value);
    const reloaded = async () => {
      vi.resetModules();
      const fresh = await import('../../src/records/records');
      fresh.useRecordsDatabase(`kiosk-${n}`);
      return fresh.loadCurrentTrainee();
    };
    expect(await reloaded()).toBeNull();
    expect(localStorage.getItem(CURRENT_TRAINEE_KEY)).toBeNull();
    // The database has caught up: nobody, even with localStorage gone.
    localStorage.clear();
    expect(await reloaded()).toBeNull();
    // And someone chosen again is remembered the same way.
    await records.setCurrentTrainee(traineeId);
    localStorage.clear();
    expect(await reloaded()).toBe(traineeId);
  });

  it('removes the trainee and their records when an LRS keeps them and has acknowledged every one', async () => {
    setRecordsKeptBy('lrs', async (attempts) => new Set(attempts.map((a) => a.id)));
    renderAt('/usuarios');
    await pass(IDLE + WARN + 1);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    await vi.waitFor(async () => expect(await records.listTrainees()).toEqual([]));
    // Nobody else's records are touched.
    expect((await records.listAttempts()).map((r) => r.id)).toEqual(['a-other']);
    expect(JSON.parse(localStorage.getItem(FINISHED_ATTEMPTS_KEY)!)).toEqual([{ id: 'a-other' }]);
    expect(records.currentTraineeId()).toBeNull();
  });

  it('keeps them while the LRS has acknowledged none of them', async () => {
    setRecordsKeptBy('lrs', async () => new Set());
    renderAt('/usuarios');
    await pass(IDLE + WARN + 1);
    await vi.waitFor(() => expect(records.currentTraineeId()).toBeNull());
    expect((await records.listTrainees()).map((t) => t.id)).toEqual([traineeId]);
    expect((await records.listAttempts(traineeId)).map((r) => r.id)).toEqual(['a-ana']);
  });

  it('removes only what the LRS acknowledged: a record made before the LRS was set up stays, with the trainee (issue 22)', async () => {
    // Real timers: the sender talks to a test LRS over the network.
    vi.useRealTimers();
    const lrs = await startLrs({ port: 0 });
    try {
      useLrsQueueDatabase(`kiosk-lrs-${n}`);
      const read = readLrsConfig({ endpoint: lrs.endpoint, username: lrs.username, password: lrs.password }, 'https://training.example.com');
      if (!read.ok || !read.config) throw new Error('config');
      // 'a-ana' was recorded before the LRS was configured (or restored from a backup); a new
      // attempt is recorded and sent to the LRS, which stores it: the queue is empty.
      const sent = { ...row('a-ana-sent', traineeId), finishedAt: 3 };
      await records.saveAttempt(sent);
      localStorage.setItem(LRS_ROWS_KEY, JSON.stringify([sent]));
      await takeRows(read.config);
      expect(lrs.statements).toHaveLength(1);
      expect(await queueIsEmpty()).toBe(true);
      await endSession();
      // The acknowledged attempt goes; the one the LRS never received stays, and so does the trainee.
      expect((await records.listAttempts(traineeId)).map((r) => r.id)).toEqual(['a-ana']);
      expect((await records.listTrainees()).map((t) => t.id)).toEqual([traineeId]);
      expect(JSON.parse(localStorage.getItem(FINISHED_ATTEMPTS_KEY)!)).toEqual([{ id: 'a-ana' }, { id: 'a-other' }]);
    } finally {
      await lrs.close();
    }
  });

  it('does not warn while a drag is held on a scene, but only once: a pointer stuck down does not keep the session open', async () => {
    const canvas = document.body.appendChild(document.createElement('canvas'));
    canvas.dataset.moving = 'true';
    renderAt('/simulador');
    await pass(IDLE + 1);
    expect(screen.queryByRole('dialog')).toBeNull();
    await pass(IDLE);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await pass(WARN);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
    canvas.remove();
  });
});
