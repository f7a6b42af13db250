import { Component as ReactComponent, Suspense, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadable } from '../../src/ui/common/loadable';

// A component loaded on demand shows as soon as its code is there. Outside act() (as in a real
// page), with only the clock's timeouts frozen: React's Suspense would hold a revealed boundary
// back on a timeout (its 300 ms fallback throttle), which never fires here.

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

/** Lets React's scheduler (setImmediate, not frozen) and the promises run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 20; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

class Catch extends ReactComponent<{ children: ReactNode }, { error?: string }> {
  override state: { error?: string } = {};
  static getDerivedStateFromError(error: Error) {
    return { error: error.message };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error}</p> : this.props.children;
  }
}

describe('loadable', () => {
  let root: Root;
  let container: HTMLElement;
  beforeEach(() => {
    globalThis.IS_REACT_ACT_ENVIRONMENT = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    root.unmount();
    container.remove();
    vi.useRealTimers();
    globalThis.IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('shows its fallback, then the component the moment its code arrives, with no timeout in between', async () => {
    let arrive: (module: { default: (props: { name: string }) => ReactNode }) => void = () => undefined;
    const load = vi.fn(() => new Promise<{ default: (props: { name: string }) => ReactNode }>((resolve) => (arrive = resolve)));
    const { Component, start } = loadable(load, <p>loading</p>);
    void start();
    root.render(
      <Suspense fallback={<p>outer fallback</p>}>
        <Component name="pump" />
      </Suspense>,
    );
    await settle();
    expect(container.textContent).toBe('loading');
    arrive({ default: ({ name }) => <p>scene of the {name}</p> });
    await settle();
    expect(container.textContent).toBe('scene of the pump');
    // One load, however often it is started or mounted.
    void start();
    root.render(<Component name="press" />);
    await settle();
    expect(container.textContent).toBe('scene of the press');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('code that arrives after the fallback is on screen but before the effects run is still shown', async () => {
    let arrive: (module: { default: () => ReactNode }) => void = () => undefined;
    const { Component, start } = loadable(() => new Promise<{ default: () => ReactNode }>((resolve) => (arrive = resolve)), <p>loading</p>);
    void start();
    // Resolves the load while the fallback is committed: the promise settles before the passive effects run.
    function ArrivesNow() {
      useLayoutEffect(() => arrive({ default: () => <p>scene</p> }), []);
      return null;
    }
    root.render(
      <>
        <Component />
        <ArrivesNow />
      </>,
    );
    await settle();
    expect(container.textContent).toBe('scene');
  });

  it('a load that fails reaches the nearest error boundary', async () => {
    const { Component } = loadable(() => Promise.reject(new Error('chunk missing')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    root.render(
      <Catch>
        <Component />
      </Catch>,
    );
    await settle();
    expect(container.textContent).toBe('failed: chunk missing');
  });
});
