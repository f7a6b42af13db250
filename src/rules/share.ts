/** Hosts that only the team sees: loopback, private networks, .local names and preview builds. */
export function isPreviewHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local')) return true;
  if (host === '::1' || host === '0.0.0.0' || /^127\./.test(host)) return true;
  if (/^10\./.test(host) || /^192\.168\./.test(host) || /^172\.(1[6-9]|2\d|3[01])\./.test(host)) return true;
  // Preview deployments name themselves so (deploy-preview-12--site, site-git-branch-preview…).
  return host.split('.').some((label) => /(^|-)(preview|staging)(-|$)/.test(label));
}

/**
 * The link to share: the page's own address, except that a preview or local origin is replaced
 * by the product's public origin (when one is configured) so nobody shares a link that only
 * works on a developer's machine.
 */
export function publicShareUrl(href: string, publicOrigin: string | undefined): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (!publicOrigin || !isPreviewHost(url.hostname)) return url.toString();
  let target: URL;
  try {
    target = new URL(publicOrigin);
  } catch {
    return url.toString();
  }
  return new URL(`${url.pathname}${url.search}${url.hash}`, target.origin).toString();
}
