import { startTransition, useEffect, useReducer, type ComponentProps, type ComponentType, type ReactNode } from 'react';

/**
 * A component whose code loads on demand, like React's `lazy`, but shown by a state update rather
 * than by Suspense. React 19 holds back the reveal of content that a Suspense boundary waited for
 * until 300 ms after that boundary's fallback appeared (its fallback throttle), even when the code
 * is already there: on a scene route the page, then its scene, each waited out that delay, about
 * 600 ms of the time to the first frame. A state update is committed as soon as it renders.
 *
 * `start` begins the load (a page may call it early); the component renders `fallback` until the
 * code is there, then the component itself. A failed load is thrown where the component renders,
 * for the nearest error boundary, as `lazy` does.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component type, as React's own lazy() takes.
export function loadable<T extends ComponentType<any>>(load: () => Promise<{ default: T }>, fallback: ReactNode = null) {
  let loaded: T | undefined;
  let failed: { error: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = (): Promise<void> =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        failed = { error };
      },
    ));

  function Loadable(props: ComponentProps<T>) {
    const [, arrived] = useReducer((n: number) => n + 1, 0);
    // Whether this render had the code. Not whether it is there by the time the effect runs: code
    // that arrived in between (after the fallback was committed) must still be shown.
    const had = loaded !== undefined || failed !== undefined;
    useEffect(() => {
      if (had) return;
      let alive = true;
      // A transition: React renders the arrived component a few milliseconds at a time, giving
      // the page back in between (the work order's page was one task of 70-110 ms at
      // Lighthouse's 4x slowdown), and commits it whole.
      void start().then(() => alive && startTransition(arrived));
      return () => {
        alive = false;
      };
    }, [had]);
    if (failed) throw failed.error;
    const Component = loaded;
    return Component ? <Component {...props} /> : fallback;
  }
  return { Component: Loadable, start };
}
