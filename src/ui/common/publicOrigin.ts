import { launchContext } from '../../platform/launch';

/**
 * Where this site can be reached from another device (a certificate's verification page, a
 * placard's QR code): this site, or inside an LMS package the site's public address when the
 * build names one (`VITE_PUBLIC_ORIGIN`); else none, since the package's own address is the
 * LMS's file, which has no such page.
 */
export function publicOrigin(): string | null {
  if (!launchContext().packaged) return window.location.origin;
  try {
    const origin = new URL(import.meta.env.VITE_PUBLIC_ORIGIN ?? '').origin;
    return /^https?:/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}
