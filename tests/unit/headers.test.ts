import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { headersFile, SECURITY_HEADERS } from '../../scripts/headers.mjs';

describe('security headers', () => {
  it('README gives static hosts exactly the headers the server sends', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(readme).toContain(`${name}: ${value}`);
  });

  it('the _headers file applies every header to every path', () => {
    const lines = headersFile().trim().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines.slice(1)).toEqual(Object.entries(SECURITY_HEADERS).map(([name, value]) => `  ${name}: ${value}`));
  });
});
