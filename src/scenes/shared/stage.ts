import type { Application, FederatedPointerEvent } from 'pixi.js';

/** A pointer handler on the stage. */
export type StageHandler = (e: FederatedPointerEvent) => void;

/** What a cancelled pointer tells: which pointer it was. */
export type CancelHandler = (e: { pointerId: number }) => void;

/**
 * Follows every pointer on the whole stage (Pixi v8 fires `pointermove` only over an object, so
 * drags use `globalpointermove`); returns the function that stops listening.
 *
 * Two things Pixi v8 does not do, done here for every scene:
 * - It never listens for `pointercancel`, so a drag the browser cancels (a touch the system takes
 *   over, a native drag-and-drop) would stay held forever, its object stuck in mid-air and no
 *   longer draggable. The native event is passed to `onCancel`.
 * - A press on the canvas while a text selection spans it starts the browser's drag of that
 *   selection (which cancels the pointer): the canvas refuses `dragstart`, so the press stays a
 *   plain pointer drag.
 */
export function listenOnStage(app: Application, on: { onDown?: StageHandler; onMove: StageHandler; onUp: StageHandler; onCancel: CancelHandler }): () => void {
  const stage = app.stage;
  stage.eventMode = 'static';
  stage.hitArea = app.screen;
  const pairs: [string, StageHandler | undefined][] = [
    ['globalpointermove', on.onMove],
    ['pointerup', on.onUp],
    ['pointerupoutside', on.onUp],
    ['pointerdown', on.onDown],
  ];
  for (const [event, handler] of pairs) if (handler) stage.on(event, handler);
  const onNativeCancel = (e: PointerEvent) => on.onCancel({ pointerId: e.pointerId });
  const refuseDrag = (e: DragEvent) => e.preventDefault();
  const canvas = app.canvas as HTMLCanvasElement;
  window.addEventListener('pointercancel', onNativeCancel, true);
  canvas.addEventListener('dragstart', refuseDrag);
  return () => {
    for (const [event, handler] of pairs) if (handler) stage.off(event, handler);
    window.removeEventListener('pointercancel', onNativeCancel, true);
    canvas.removeEventListener('dragstart', refuseDrag);
  };
}
