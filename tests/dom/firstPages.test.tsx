import { describe, expect, it } from 'vitest';
import { EARLY_PAGES } from '../../scripts/startup-preload.mjs';
import { firstPageRoute } from '../../src/ui/App';

// The page's HTML asks for an early page's code beside the shell (scripts/startup-preload.mjs);
// the app's first render waits for the same page's code (App.tsx, main.tsx). The two tables agree.
describe('the pages whose first render waits for their code', () => {
  it('are the pages whose code the HTML asks for early, matched as the inline script matches them', () => {
    for (const route of Object.keys(EARLY_PAGES)) {
      const path = route.endsWith('/') && route.length > 1 ? `${route}bomba-p101` : route;
      expect(firstPageRoute(path), path).toBe(route);
    }
  });

  it('take `/` as the home page alone, never as a prefix of every path', () => {
    expect(firstPageRoute('/')).toBe('/');
    expect(firstPageRoute('/conhecimento')).toBe('/conhecimento');
    for (const path of ['/nada', '/simulador', '/desafio', '/verificar/x', '/maquinas/m-1', '/conhecimento/x', '//']) expect(firstPageRoute(path), path).toBeUndefined();
  });
});
