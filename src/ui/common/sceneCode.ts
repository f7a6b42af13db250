import type { ComponentType } from 'react';
import { loadable } from './loadable';
import { preloadRenderer } from '../../scenes/shared/rendererPreload';
import { loadSceneFonts } from './useFontsReady';

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
    start(): void {
      start().catch(ignore);
      preloadRenderer().catch(ignore);
      void loadSceneFonts();
    },
  };
}
