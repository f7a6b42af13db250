import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, QUIET_FEATURES, chromeLauncherFlags, mergeDisabledFeatures, playwrightDisabledFeatures } from '../../scripts/chromium.mjs';

// Chromium keeps only the last --disable-features of its command line: the features the tests and
// the benchmark keep off must go in one switch with those Playwright and chrome-launcher disable.

const disabled = (args: string[]) => args.filter((arg) => arg.startsWith('--disable-features='));

it("reads the features Playwright's launcher disables", () => {
  const features = playwrightDisabledFeatures();
  // If this fails after a Playwright update, the list moved: CHROMIUM_ARGS would leave it alone
  // and keep the address-bar popup (QUIET_FEATURES) on; find the list again.
  expect(features).toEqual(expect.arrayContaining(['PaintHolding', 'HttpsUpgrades', 'ThirdPartyStoragePartitioning']));
  expect(features?.every((name) => /^[A-Za-z0-9]+$/.test(name))).toBe(true);
});

it("keeps Playwright's disabled features and ours in the one switch the launch ends with", () => {
  const switches = disabled(CHROMIUM_ARGS);
  expect(switches).toHaveLength(1);
  expect(CHROMIUM_ARGS.at(-1)).toBe(switches[0]);
  const names = switches[0]!.split('=')[1]!.split(',');
  expect(names).toEqual(expect.arrayContaining([...playwrightDisabledFeatures()!, ...QUIET_FEATURES]));
});

it("merges every --disable-features into one, for chrome-launcher's defaults too", () => {
  expect(mergeDisabledFeatures(['--a', '--disable-features=X,Y', '--b', '--disable-features=Z'], ['Y', 'Q'])).toEqual(['--a', '--b', '--disable-features=X,Y,Z,Q']);
  const flags = chromeLauncherFlags(['--disable-features=Translate,OptimizationHints', '--mute-audio']);
  expect(disabled(flags)).toEqual([`--disable-features=Translate,OptimizationHints,${QUIET_FEATURES.join(',')}`]);
  expect(flags).toContain('--mute-audio');
  expect(flags).toContain('--no-sandbox');
});
