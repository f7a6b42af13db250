/** A Chromium executable already on this machine, or undefined for Playwright's own browser; throws with a one-line hint when none exists. */
export function findChromium(): string | undefined;
/** Like findChromium(), but unpacks the Chromium shipped in @sparticuz/chromium first when no other is found. */
export function ensureChromium(): Promise<string | undefined>;
/** The one-line hint shown when no Chromium exists. */
export const HOW_TO_GET_ONE: string;
/** Headless flags that work on locked-down CI machines, with the features kept off (Playwright's and QUIET_FEATURES). */
export const CHROMIUM_ARGS: string[];
/** Browser features kept off while a page is tested or measured. */
export const QUIET_FEATURES: string[];
/** The features Playwright's launcher disables, or undefined where they cannot be read. */
export function playwrightDisabledFeatures(): string[] | undefined;
/** `args` with every --disable-features in it, and `features`, merged into one switch at the end. */
export function mergeDisabledFeatures(args: string[], features: string[]): string[];
/** chrome-launcher's default flags with QUIET_FEATURES merged in, and the CI flags. */
export function chromeLauncherFlags(launcherDefaults: string[]): string[];
