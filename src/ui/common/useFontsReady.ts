import { useEffect, useState } from 'react';

let loading: Promise<void> | undefined;

/**
 * Loads the scene's typeface (once): the scene pages start it as the site opens, beside their
 * code, rather than when the scene's frame first mounts. Never rejects: without the face the
 * scene draws in the fallback one.
 */
export function loadSceneFonts(): Promise<void> {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!fonts?.load) return Promise.resolve();
  loading ??= Promise.all([fonts.load("700 20px 'Barlow Condensed'"), fonts.load("400 14px 'Barlow Condensed'")]).then(
    () => undefined,
    () => undefined,
  );
  return loading;
}

/** Waits for the scene's typeface so Pixi does not draw its texts in a fallback font. */
export function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    void loadSceneFonts().then(() => alive && setReady(true));
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}
