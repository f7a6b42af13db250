import { useEffect, useState } from 'react';
import { firstPaint } from './afterFirstPaint';

/**
 * False until the page has shown its first content (its `first-contentful-paint`, at once on a
 * page reached later), then true. Code a page loads below its first frame waits for this rather
 * than useAfterFirstPaint: a request started between the frame's paint and its display is one
 * the first paint is counted as waiting for (Lighthouse's simulated phone).
 */
export function useAfterFirstContentfulPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let alive = true;
    void firstPaint().then(() => alive && setPainted(true));
    return () => {
      alive = false;
    };
  }, []);
  return painted;
}
