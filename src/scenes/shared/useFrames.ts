import { useApplication } from '@pixi/react';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { FrameScheduler, isLive } from './frames';

/**
 * The scene's frame scheduler (render on demand). Draws a frame after every React commit of the
 * calling component; null until the Pixi application is ready.
 */
export function useFrames(): FrameScheduler | null {
  const { app, isInitialised } = useApplication();
  const frames = useMemo(() => (isInitialised && isLive(app) ? new FrameScheduler(app) : null), [app, isInitialised]);
  useEffect(() => () => frames?.dispose(), [frames]);
  useLayoutEffect(() => {
    frames?.invalidate();
  });
  return frames;
}
