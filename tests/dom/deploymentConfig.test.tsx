import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// A fresh module (its one read per page) for each case.
async function load(answer: () => Promise<Response>) {
  vi.resetModules();
  vi.stubGlobal('fetch', vi.fn(answer));
  return import('../../src/platform/deploymentConfig');
}

describe('deploymentConfig: which optional code a page loads', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it('a site without loto-config.json needs neither the LRS code nor the library sync', async () => {
    const m = await load(async () => new Response('not here', { status: 404 }));
    const config = await m.deploymentConfig();
    expect(m.needsLrsCode(config)).toBe(false);
    expect(m.names(config, 'machines')).toBe(false);
  });

  it('a file naming an LRS or machines asks for their code; one without them does not', async () => {
    let m = await load(async () => new Response(JSON.stringify({ lrs: { endpoint: '/xapi/' }, machines: [] })));
    let config = await m.deploymentConfig();
    expect(m.needsLrsCode(config)).toBe(true);
    expect(m.names(config, 'machines')).toBe(true);
    m = await load(async () => new Response(JSON.stringify({ other: 1 })));
    config = await m.deploymentConfig();
    expect(m.needsLrsCode(config)).toBe(false);
    expect(m.names(config, 'machines')).toBe(false);
  });

  it('a file that is not JSON loads the LRS code, which says so', async () => {
    const m = await load(async () => new Response('{ lrs: '));
    const config = await m.deploymentConfig();
    expect(config).toEqual({ reached: true, file: undefined, parses: false });
    expect(m.needsLrsCode(config)).toBe(true);
  });

  it('offline, a configuration kept from an earlier visit is used; without one nothing loads', async () => {
    let m = await load(async () => Promise.reject(new TypeError('offline')));
    expect(m.needsLrsCode(await m.deploymentConfig())).toBe(false);
    localStorage.setItem(m.LRS_CONFIG_KEY, JSON.stringify({ endpoint: 'https://lrs.example/xapi/' }));
    m = await load(async () => Promise.reject(new TypeError('offline')));
    expect(m.needsLrsCode(await m.deploymentConfig())).toBe(true);
  });

  it('a kept configuration the file no longer names is loaded once more, to be forgotten', async () => {
    localStorage.setItem('loto_lrs_config', JSON.stringify({ endpoint: 'https://lrs.example/xapi/' }));
    const m = await load(async () => new Response('{}'));
    expect(m.needsLrsCode(await m.deploymentConfig())).toBe(true);
  });

  it('reads the file once per page', async () => {
    const m = await load(async () => new Response('{}'));
    await Promise.all([m.deploymentConfig(), m.deploymentConfig()]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
