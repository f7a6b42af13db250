import { act, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { useBoxSize } from '../../src/ui/common/useBoxSize';

// A box unmounted and mounted again (a work order's result replaced by a new attempt) must be
// observed anew: the machine was drawn 1 px wide after "Try again" while the old box was watched.
const observed: Element[] = [];
const disconnected: number[] = [];
class FakeObserver {
  private readonly id = observed.length;
  observe(el: Element) {
    observed.push(el);
  }
  disconnect() {
    disconnected.push(this.id);
  }
  unobserve() {}
}

beforeEach(() => {
  observed.length = 0;
  disconnected.length = 0;
  vi.stubGlobal('ResizeObserver', FakeObserver);
});
afterEach(() => vi.unstubAllGlobals());

function Box() {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(true);
  const size = useBoxSize(ref);
  return (
    <>
      <button type="button" onClick={() => setShown((s) => !s)}>
        toggle
      </button>
      {shown ? <div ref={ref} data-testid="box" data-width={size.width} /> : <p>result</p>}
    </>
  );
}

it('follows the element its ref holds across an unmount and a mount', () => {
  const { getByTestId, getByRole } = render(<Box />);
  const toggle = () => getByRole('button', { name: 'toggle' }).click();
  const first = getByTestId('box');
  expect(observed).toEqual([first]);
  act(() => toggle());
  act(() => toggle());
  const second = getByTestId('box');
  expect(second).not.toBe(first);
  expect(observed.at(-1)).toBe(second);
  // The detached box is no longer watched.
  expect(disconnected).toContain(0);
});
