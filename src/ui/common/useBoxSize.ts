import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The box's size in CSS pixels, kept current with a ResizeObserver (with `measureNow` false, 0 by
 * 0 until its first report, after the next layout). It follows the element the
 * ref holds from one render to the next: a box unmounted and mounted again (a work order's result
 * replaced by a new attempt, "Try again") is observed anew, never the detached one.
 */
export function useBoxSize(ref: React.RefObject<HTMLElement | null>, { measureNow = true }: { measureNow?: boolean } = {}) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const watched = useRef<{ el: HTMLElement; observer: ResizeObserver } | null>(null);
  // After every render, on purpose: a ref's element can change without the ref changing. It
  // subscribes only when the element did change, and sets a size only when it differs, so no
  // render loop can start.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useLayoutEffect(() => {
    const el = ref.current;
    if (watched.current?.el === el) return;
    watched.current?.observer.disconnect();
    watched.current = null;
    if (!el) {
      setSize((prev) => (prev.width === 0 && prev.height === 0 ? prev : { width: 0, height: 0 }));
      return;
    }
    const measure = () =>
      setSize((prev) => (prev.width === el.clientWidth && prev.height === el.clientHeight ? prev : { width: el.clientWidth, height: el.clientHeight }));
    // Read at once, the size forces the page's layout inside this render's task. A view whose
    // first render does not need it (a scene page: its scene mounts after the next frame) takes
    // it from the observer's first report instead, after that frame's own layout.
    if (measureNow) measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    watched.current = { el, observer };
  });
  useLayoutEffect(
    () => () => {
      watched.current?.observer.disconnect();
      watched.current = null;
    },
    [],
  );
  return size;
}
