import { useEffect, useState } from 'react';

/**
 * False until the browser has painted the component's first render, then true: heavy work
 * started behind it (a Pixi scene's set-up) waits until the texts around it are on screen,
 * instead of holding up their first paint. (An animation frame, then a task: the task runs after
 * that frame's paint.)
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let task = 0;
    const frame = requestAnimationFrame(() => {
      task = window.setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, []);
  return painted;
}
