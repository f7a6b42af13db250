import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '../../src/ui/LanguageProvider';
import { applyWaitingVersion, markOrTimeout, SKIP_WAITING, serviceWorkerWanted } from '../../src/state/serviceWorker';
import { announceUpdate } from '../../src/state/serviceWorkerUpdates';
import { store } from '../../src/state/store';
import Toasts from '../../src/ui/layout/Toasts';

/** A stand-in for navigator.serviceWorker: a controller, maybe a waiting worker, and its events. */
function fakeContainer({ controlled = true, waiting = true, takesOver = true } = {}) {
  const listeners = new Set<() => void>();
  const posted: unknown[] = [];
  const waitingWorker = {
    postMessage: (message: unknown) => {
      posted.push(message);
      if (takesOver) queueMicrotask(() => listeners.forEach((listener) => listener()));
    },
  };
  const container = {
    controller: controlled ? {} : null,
    getRegistration: async () => ({ waiting: waiting ? waitingWorker : null }),
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { posted };
}

const reload = vi.fn();

beforeEach(() => {
  vi.stubEnv('PROD', true);
  vi.stubGlobal('location', { ...window.location, reload });
  sessionStorage.clear();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  reload.mockReset();
  document.head.querySelectorAll('meta[name="loto-package"]').forEach((meta) => meta.remove());
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('whether a page has the offline app', () => {
  it('a production page in a browser with service workers does', () => {
    fakeContainer();
    expect(serviceWorkerWanted()).toBe(true);
  });

  it('a development page, a browser without them and an LMS package do not', () => {
    fakeContainer();
    expect(serviceWorkerWanted(document, false)).toBe(false);
    const meta = document.createElement('meta');
    meta.name = 'loto-package';
    meta.content = 'scorm12';
    document.head.append(meta);
    expect(serviceWorkerWanted()).toBe(false);
    meta.remove();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    expect(serviceWorkerWanted()).toBe(false);
  });
});

describe('a new version waiting at start-up', () => {
  it('is put in use and the page reloads into it', async () => {
    const { posted } = fakeContainer();
    await expect(applyWaitingVersion()).resolves.toBe(true);
    expect(posted).toEqual([SKIP_WAITING]);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('nothing waiting, or a page the worker does not control: the page starts at once', async () => {
    fakeContainer({ waiting: false });
    await expect(applyWaitingVersion()).resolves.toBe(false);
    const { posted } = fakeContainer({ controlled: false });
    await expect(applyWaitingVersion()).resolves.toBe(false);
    expect(posted).toEqual([]);
    expect(reload).not.toHaveBeenCalled();
  });

  it('a worker that does not take over within 3 s lets the old version start, and is not tried again in a loop', async () => {
    vi.useFakeTimers();
    const { posted } = fakeContainer({ takesOver: false });
    const started = applyWaitingVersion();
    await vi.advanceTimersByTimeAsync(3000);
    await expect(started).resolves.toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The next start, moments later (a reload), does not ask again.
    await expect(applyWaitingVersion()).resolves.toBe(false);
    expect(posted).toEqual([SKIP_WAITING]);
  });

  it('is asked to take over only once the page has loaded and its icon arrived (500 ms at most)', async () => {
    vi.useFakeTimers();
    const { posted } = fakeContainer();
    let state: DocumentReadyState = 'loading';
    Object.defineProperty(document, 'readyState', { get: () => state, configurable: true });
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/assets/favicon.svg';
    document.head.append(icon);
    let iconArrived = false;
    const entries = vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (iconArrived && name === icon.href ? [{} as PerformanceEntry] : []));
    try {
      const started = applyWaitingVersion();
      await vi.advanceTimersByTimeAsync(100);
      expect(posted).toEqual([]);
      state = 'complete';
      await vi.advanceTimersByTimeAsync(100);
      // Loaded, but the browser still fetches the icon through the old version.
      expect(posted).toEqual([]);
      iconArrived = true;
      await vi.advanceTimersByTimeAsync(40);
      expect(posted).toEqual([SKIP_WAITING]);
      await expect(started).resolves.toBe(true);

      // An icon that never arrives holds it back 500 ms, no more.
      sessionStorage.clear();
      iconArrived = false;
      const again = fakeContainer();
      const later = applyWaitingVersion();
      await vi.advanceTimersByTimeAsync(460);
      expect(again.posted).toEqual([]);
      await vi.advanceTimersByTimeAsync(80);
      expect(again.posted).toEqual([SKIP_WAITING]);
      await expect(later).resolves.toBe(true);
    } finally {
      entries.mockRestore();
      icon.remove();
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('an LMS package never touches a worker', async () => {
    const { posted } = fakeContainer();
    const meta = document.createElement('meta');
    meta.name = 'loto-package';
    document.head.append(meta);
    await expect(applyWaitingVersion()).resolves.toBe(false);
    expect(posted).toEqual([]);
  });
});

describe('the new-version notice', () => {
  it('is shown once, in the language on screen, and stays until the trainee acts on it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <LanguageProvider>
        <Toasts />
      </LanguageProvider>,
    );
    act(() => {
      announceUpdate();
      announceUpdate();
    });
    expect(await screen.findByText('Nova versão do LOTO Trainer disponível')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recarregar agora' })).toBeInTheDocument();
    expect(store.notices).toHaveLength(1);
    // Ten minutes on (a notice's usual time is two seconds), it is still there.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * 60_000);
    });
    expect(screen.getByText('Nova versão do LOTO Trainer disponível')).toBeInTheDocument();
    expect(store.notices).toHaveLength(1);
  });
});

describe("the wait for a scene's first frame before the worker registers", () => {
  // Timers only: the page's performance marks stay real.
  const timers = (): void => void vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  afterEach(() => performance.clearMarks('test-first-frame'));

  // Firefox with dom.enable_performance_observer off has no PerformanceObserver: the wait threw,
  // and its unhandled rejection put the error screen over every scene page.
  it('works in a browser without PerformanceObserver: done when the mark is made, never rejected', async () => {
    timers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let done = false;
    const waiting = markOrTimeout('test-first-frame', 15_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(false);
    performance.mark('test-first-frame');
    await vi.advanceTimersByTimeAsync(300);
    expect(done).toBe(true);
    await waiting;
  });

  it('without PerformanceObserver and without the mark: done at the timeout', async () => {
    timers();
    vi.stubGlobal('PerformanceObserver', undefined);
    let done = false;
    const waiting = markOrTimeout('test-first-frame', 15_000).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(14_000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    await waiting;
  });
});
