// Stands in for the `use-sync-external-store` shim that wouter imports (vite.config.ts): the shim
// backports React 18's hook to React 16 and 17 and, on a React that has it, hands React's own back.
// This site runs React 19, so the hook comes from React directly and the shim's code (about 0.3 KB
// of gzip on every page) stays out of the build.
export { useSyncExternalStore } from 'react';
