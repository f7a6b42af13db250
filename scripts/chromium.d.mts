/** A Chromium executable for Playwright, or undefined for Playwright's own browser; throws with a one-line hint when none exists. */
export function findChromium(): string | undefined;
/** The one-line hint shown when no Chromium exists. */
export const HOW_TO_GET_ONE: string;
/** Headless flags that work on locked-down CI machines. */
export const CHROMIUM_ARGS: string[];
