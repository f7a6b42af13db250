import { expect, test } from './fixtures';

// Every browser test fails on a Content-Security-Policy violation (see fixtures.ts), so the
// tests that play whole procedures and games are also the proof that the product runs under
// the strict policy. These tests show that the policy is sent and that the guard does catch.

test('the site is served with the strict Content-Security-Policy, and the build writes it for static hosts', async ({ page, request }) => {
  const response = await page.goto('/simulador');
  const csp = (await response?.headerValue('content-security-policy')) ?? '';
  const directives = new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values] as const));
  // The site's own files, and one inline script named by its hash (scripts/shell-preload.mjs).
  expect(directives.get('script-src')).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/)]);
  expect(directives.get('object-src')).toEqual(["'none'"]);
  expect(directives.get('base-uri')).toEqual(["'self'"]);
  // Images, workers and connections: the site itself only.
  expect(directives.get('img-src')).toEqual(["'self'"]);
  expect(directives.get('worker-src')).toEqual(["'self'"]);
  expect(directives.get('connect-src')).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp).not.toContain('unsafe-eval');
  expect(directives.get('script-src')).not.toContain("'unsafe-inline'");
  // dist/_headers (Netlify, Cloudflare Pages) carries the same policy.
  const headersFile = await (await request.get('/_headers')).text();
  expect(headersFile).toContain(`Content-Security-Policy: ${csp}`);
});

test('inline script and eval are refused, and a violation fails the test run', async ({ page, consoleGuard }) => {
  consoleGuard.expectError(/CSP violation: script-src-elem blocked inline/);
  consoleGuard.expectError(/CSP violation: script-src blocked eval/);
  consoleGuard.expectError(/Content Security Policy/);
  await page.goto('/');
  // DevTools' own evaluation may eval; a timer's callback runs as the page's code, like an attack would.
  const outcome = await page.evaluate(
    () =>
      new Promise<{ inline: boolean; evalRan: boolean }>((resolve) => {
        setTimeout(() => {
          const script = document.createElement('script');
          script.textContent = 'window.__ran = true';
          document.body.append(script);
          let evalRan = false;
          try {
            evalRan = (0, eval)('true') as boolean;
          } catch {
            // refused, as it must be
          }
          resolve({ inline: (window as unknown as { __ran?: boolean }).__ran === true, evalRan });
        }, 0);
      }),
  );
  expect(outcome).toEqual({ inline: false, evalRan: false });
  await expect.poll(() => consoleGuard.errors.filter((e) => e.startsWith('CSP violation')).length).toBe(2);
});
