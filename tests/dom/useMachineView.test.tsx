import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMachineView } from '../../src/scenes/machine/useMachineView';

const FRAME = { x: 0, y: 0, width: 800, height: 500 };
const BOX = { width: 800, height: 500 };

describe('useMachineView', () => {
  it('a pan or zoom that changes nothing (the machine at fit, at its edge) renders nothing again', () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useMachineView(FRAME, BOX, 'attempt-1');
    });
    const before = renders;
    // At fit the whole machine is in sight: a drag moves nothing and is all left over.
    let rest = { x: 0, y: 0 };
    act(() => {
      rest = result.current.controls.pan(30, -20);
      result.current.controls.pan(-5, 12);
      result.current.controls.fit();
      result.current.controls.zoomOut();
    });
    expect(rest).toEqual({ x: 30, y: -20 });
    expect(renders).toBe(before);
    // A real change still renders.
    act(() => result.current.controls.zoomIn());
    expect(renders).toBeGreaterThan(before);
    expect(result.current.zoomed).toBe(true);
  });
});
