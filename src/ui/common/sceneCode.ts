import { lazy, type ComponentType } from 'react';
import { preloadRenderer } from '../../scenes/shared/rendererPreload';
import { loadSceneFonts } from './useFontsReady';

const ignore = () => undefined;

/**
 * A scene component loaded on demand, and `start`, which a page calls as it mounts to fetch at
 * once everything the scene's first frame waits for: its code, the renderer's code and the
 * typeface. The scene itself still mounts after the page's first paint; it then finds them
 * loaded, or on their way, instead of asking for each in turn. A failed load is reported where
 * the scene mounts (React's lazy), as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React's own lazy() takes any component type.
export function sceneCode<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loading: Promise<{ default: T }> | undefined;
  const loadOnce = () => (loading ??= load());
  return {
    Scene: lazy(loadOnce),
    start(): void {
      loadOnce().catch(ignore);
      preloadRenderer().catch(ignore);
      void loadSceneFonts();
    },
  };
}
