import type { EntryGraph } from '../../scripts/vite-scene-chunks';

/**
 * A module graph for the chunk groupings' tests (sceneChunks, pageChunks): static edges, lazy
 * entries (entry: its dynamic importers) and sizes (100 bytes unless given); `main` is the build's entry.
 */
export function entryGraph(edges: Record<string, string[]>, lazy: Record<string, string[]>, sizes: Record<string, number> = {}): EntryGraph {
  const ids = [...new Set([...Object.keys(edges), ...Object.values(edges).flat(), ...Object.keys(lazy)])];
  return {
    ids,
    isEntry: (id) => id === 'main' || id in lazy,
    imports: (id) => edges[id] ?? [],
    dynamicImporters: (id) => lazy[id] ?? [],
    size: (id) => sizes[id] ?? 100,
  };
}
