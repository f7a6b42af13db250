import type { ComponentType } from 'react';
import { loadable } from './loadable';
import { preloadRenderer } from '../../scenes/shared/rendererPreload';
import { loadSceneFonts } from './useFontsReady';
import { inATaskOfItsOwn } from './afterFirstPaint';

const ignore = () => undefined;

/**
 * A scene component loaded on demand, and `start`, which a page calls as it mounts to fetch at
 * once everything the scene's first frame waits for: its code, the renderer's code and the
 * typeface. The scene itself still mounts after the page's first paint; it then finds them
 * loaded, or on their way, instead of asking for each in turn. A failed load is reported where
 * the scene mounts, as with React's lazy (see loadable.tsx: no Suspense delay).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes any component type.
export function sceneCode<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const { Component, start } = loadable(load);
  return {
    Scene: Component,
    // Each in a task of its own: the code's and the renderer's preload links (about 20) and the
    // typeface's style update were one task of 35 ms here, 140 ms on Lighthouse's phone.
    start(): void {
      start().catch(ignore);
      inATaskOfItsOwn(() => preloadRenderer().catch(ignore));
      inATaskOfItsOwn(() => void loadSceneFonts());
    },
  };
}
