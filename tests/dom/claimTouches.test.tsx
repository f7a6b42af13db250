import { describe, expect, it } from 'vitest';
import { claimTouches } from '../../src/scenes/shared/touch';

const touchstart = () => new Event('touchstart', { bubbles: true, cancelable: true });

describe('claimTouches', () => {
  it('consumes the touchstart of every touch on the canvas, and only there, until released', () => {
    const canvas = document.createElement('canvas');
    const dialogButton = document.createElement('button');
    document.body.append(canvas, dialogButton);
    const release = claimTouches(canvas);

    const onCanvas = touchstart();
    canvas.dispatchEvent(onCanvas);
    expect(onCanvas.defaultPrevented).toBe(true);
    const onButton = touchstart();
    dialogButton.dispatchEvent(onButton);
    expect(onButton.defaultPrevented).toBe(false);
    // The pointer events the scene plays with are left alone.
    const pointerdown = new Event('pointerdown', { bubbles: true, cancelable: true });
    canvas.dispatchEvent(pointerdown);
    expect(pointerdown.defaultPrevented).toBe(false);

    release();
    const afterRelease = touchstart();
    canvas.dispatchEvent(afterRelease);
    expect(afterRelease.defaultPrevented).toBe(false);
    canvas.remove();
    dialogButton.remove();
  });
});
