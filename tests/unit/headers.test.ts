import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cacheControl, headersFile, IMMUTABLE, REVALIDATE, SECURITY_HEADERS } from '../../scripts/headers.mjs';

describe('security headers', () => {
  it('README gives static hosts exactly the headers the server sends', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(readme).toContain(`${name}: ${value}`);
  });

  it('docs/deployment.md gives nginx and Apache exactly the headers the server sends', () => {
    const guide = readFileSync(new URL('../../docs/deployment.md', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(guide).toContain(`${name}: ${value}`);
      expect(guide).toContain(`add_header ${name} "${value}" always;`);
      expect(guide).toContain(`Header always set ${name} "${value}"`);
    }
  });

  it('the _headers file applies every security header to every path', () => {
    const lines = headersFile().trim().split('\n');
    const security = Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`);
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1, 1 + security.length)).toEqual(security);
  });

  it('the _headers file caches hashed assets for a year and has the page, worker, manifest and config revalidated', () => {
    const rules = new Map<string, string[]>();
    let path = '';
    for (const line of headersFile().trim().split('\n')) {
      if (line.startsWith('/')) rules.set((path = line), []);
      else rules.get(path)!.push(line.trim());
    }
    expect(rules.get('/assets/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    for (const file of ['/index.html', '/sw.js', '/manifest.webmanifest', '/loto-config.json']) expect(rules.get(file)).toEqual(['Cache-Control: no-cache']);
    // Hosts join the values of a header two matching rules set: never a Cache-Control for every path.
    expect(rules.get('/*')!.some((line) => line.startsWith('Cache-Control'))).toBe(false);
  });

  it('the reference server caches the same way', () => {
    expect(cacheControl('/assets/shell-AbC123.js')).toBe(IMMUTABLE);
    for (const path of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/loto-config.json', '/icons/icon-192.png', '/simulador']) expect(cacheControl(path)).toBe(REVALIDATE);
  });
});
