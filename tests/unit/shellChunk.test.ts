import { describe, expect, it } from 'vitest';
import { namedImports, shellModules, type ModuleGraph } from '../../scripts/vite-shell-chunk';

/** A graph from a list of static edges; the first node is the entry. */
function graph(edges: Record<string, string[]>): ModuleGraph {
  const ids = [...new Set([...Object.keys(edges), ...Object.values(edges).flat()])];
  return { ids, isEntry: (id) => id === 'index.html', imports: (id) => edges[id] ?? [] };
}

describe('the shell chunk', () => {
  it('takes the entry’s whole static graph, but not the entry and the module it loads', () => {
    const shell = shellModules(
      graph({
        'index.html': ['main.tsx'],
        'main.tsx': ['react', 'App.tsx'],
        'App.tsx': ['Layout.tsx', 'routes.ts'],
        'Layout.tsx': ['routes.ts', 'icon-house'],
        // Reached only by a lazy page (a dynamic import is no edge here): not the shell's.
        'SimulatorPage.tsx': ['routes.ts', 'Scene.tsx'],
      }),
    );
    expect([...shell].sort()).toEqual(['App.tsx', 'Layout.tsx', 'icon-house', 'react', 'routes.ts']);
  });

  it('takes what a page loaded beside it imports, but not the page itself', () => {
    const edges = {
      'index.html': ['main.tsx'],
      'main.tsx': ['App.tsx'],
      'App.tsx': ['routes.ts'],
      '/x/src/HomePage.tsx': ['routes.ts', 'icon-play', 'hero.svg'],
      'icon-play': ['icon-base'],
      'ScenariosPage.tsx': ['icon-play', 'list.ts'],
    };
    expect([...shellModules(graph(edges), ['src/HomePage.tsx'])].sort()).toEqual(['App.tsx', 'hero.svg', 'icon-base', 'icon-play', 'routes.ts']);
    expect([...shellModules(graph(edges))].sort()).toEqual(['App.tsx', 'routes.ts']);
  });

  it('survives an import cycle', () => {
    const shell = shellModules(graph({ 'index.html': ['main.tsx'], 'main.tsx': ['a'], a: ['b'], b: ['a'] }));
    expect([...shell].sort()).toEqual(['a', 'b']);
  });

  it('reads which icons a module names from lucide-react, leaving out types and other packages', () => {
    const source = [
      "import { House, type LucideIcon, RotateCw as Again } from 'lucide-react';",
      "import {\n  Play,\n  Factory,\n} from \"lucide-react\";",
      "import { useState } from 'react';",
      "import type { LucideProps } from 'lucide-react';",
    ].join('\n');
    expect(namedImports(source, 'lucide-react')).toEqual(['House', 'RotateCw', 'Play', 'Factory']);
  });
});
