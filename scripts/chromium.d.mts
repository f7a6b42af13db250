/** A Chromium executable already on this machine, or undefined for Playwright's own browser; throws with a one-line hint when none exists. */
export function findChromium(): string | undefined;
/** Like findChromium(), but unpacks the Chromium shipped in @sparticuz/chromium first when no other is found. */
export function ensureChromium(): Promise<string | undefined>;
/** The one-line hint shown when no Chromium exists. */
export const HOW_TO_GET_ONE: string;
/** Headless flags that work on locked-down CI machines. */
export const CHROMIUM_ARGS: string[];
