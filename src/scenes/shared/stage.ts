import type { Application, FederatedPointerEvent } from 'pixi.js';

/** A pointer handler on the stage. */
export type StageHandler = (e: FederatedPointerEvent) => void;

/**
 * Follows every pointer on the whole stage (Pixi v8 fires `pointermove` only over an object, so
 * drags use `globalpointermove`); returns the function that stops listening.
 */
export function listenOnStage(app: Application, on: { onDown?: StageHandler; onMove: StageHandler; onUp: StageHandler; onCancel: StageHandler }): () => void {
  const stage = app.stage;
  stage.eventMode = 'static';
  stage.hitArea = app.screen;
  const pairs: [string, StageHandler | undefined][] = [
    ['globalpointermove', on.onMove],
    ['pointerup', on.onUp],
    ['pointerupoutside', on.onUp],
    ['pointercancel', on.onCancel],
    ['pointerdown', on.onDown],
  ];
  for (const [event, handler] of pairs) if (handler) stage.on(event, handler);
  return () => {
    for (const [event, handler] of pairs) if (handler) stage.off(event, handler);
  };
}
