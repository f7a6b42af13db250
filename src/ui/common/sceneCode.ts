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
 *
 * The paint is looked for at every animation frame as well as through the observer: the
 * browser hands an observer its entries in a task of low priority, which waited behind the
 * page's own code (70-100 ms after the paint with Chromium 156 on a 2-core machine), while a
 * frame callback runs with the next frame.
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
  let started = false;
  let frame = 0;
  const observer = new PerformanceObserver(() => check());
  const check = () => {
    if (started || !painted()) return false;
    started = true;
    observer.disconnect();
    cancelAnimationFrame(frame);
    start();
    return true;
  };
  const everyFrame = () => {
    if (!check()) frame = requestAnimationFrame(everyFrame);
  };
  try {
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    started = true;
    start();
    return;
  }
  frame = requestAnimationFrame(everyFrame);
}
