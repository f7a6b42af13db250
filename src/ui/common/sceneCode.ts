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

/**
 * Runs `start` once the page has painted its first content (at once if it has). A scene page
 * starts its scene's code from its module this way: early for the scene, yet not competing with
 * the shell, the page's texts and the typeface for the first paint on a slow connection
 * (Lighthouse's mobile run: starting it before the first paint put `/desafio`'s first paint
 * 0.8-1.3 s later). The scene's view starts it too as it mounts, whichever comes first. Where
 * the page cannot tell (no PerformanceObserver, no paint timing) it starts at once.
 */
export function afterFirstPaint(start: () => void): void {
  // A browser without paint timing ignores the observer below: it would never start (the view
  // would, later, as it mounts). Such a browser cannot tell, so it starts at once.
  const paintTimed = () => !Array.isArray(PerformanceObserver.supportedEntryTypes) || PerformanceObserver.supportedEntryTypes.includes('paint');
  const painted = () => typeof performance.getEntriesByName !== 'function' || performance.getEntriesByName('first-contentful-paint').length > 0;
  if (typeof PerformanceObserver === 'undefined' || !paintTimed() || painted()) {
    start();
    return;
  }
  const observer = new PerformanceObserver(() => {
    if (!painted()) return;
    observer.disconnect();
    start();
  });
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    start();
  }
}
