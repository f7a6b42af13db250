/**
 * A page's data read ahead of its first render (App.tsx waits for it with the page's code), so that
 * the page's first frame shows its data instead of a loading frame and then the data (a layout
 * shift, and the largest text a paint later). The page takes it once; a change to what it was read
 * from, before the page takes it, drops it, and the page reads for itself as always.
 */
export interface ReadAhead<T> {
  /**
   * Reads ahead. `read` hands `watch` the change feed to follow (once it has it: the feed may come
   * with lazily loaded code). A failed read leaves nothing: the page reads again and says there
   * what went wrong.
   */
  preload(read: (watch: (feed: (listener: () => void) => () => void) => void) => Promise<T>): Promise<void>;
  /** What was read ahead, once (null: nothing, or it changed since). */
  take(): T | null;
}

export function readAhead<T>(): ReadAhead<T> {
  let early: T | null = null;
  let stopWatching = () => {};
  return {
    preload(read) {
      let changed = false;
      return read((feed) => {
        stopWatching();
        stopWatching = feed(() => {
          changed = true;
          early = null;
          stopWatching();
        });
      }).then(
        (value) => {
          if (!changed) early = value;
        },
        () => undefined,
      );
    },
    take() {
      const taken = early;
      early = null;
      stopWatching();
      stopWatching = () => {};
      return taken;
    },
  };
}
