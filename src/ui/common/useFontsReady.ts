import { useEffect, useState } from 'react';

/** Waits for the scene's typeface so Pixi does not draw its texts in a fallback font. */
export function useFontsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let alive = true;
    const fonts = document.fonts;
    const done = () => alive && setReady(true);
    if (!fonts?.load) {
      done();
      return;
    }
    Promise.all([fonts.load("700 20px 'Barlow Condensed'"), fonts.load("400 14px 'Barlow Condensed'")]).then(done, done);
    return () => {
      alive = false;
    };
  }, []);
  return ready;
}
