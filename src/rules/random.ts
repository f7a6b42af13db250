/** A seedable random source so a trainer or a test can replay the same challenge (`?seed=42`). */

/** Returns a mulberry32 generator: the same seed always gives the same numbers in [0, 1). */
export function createRandom(seed: number): () => number {
  // Fold the high bits of a large safe integer into 32 bits so seeds above 2^32 still differ.
  const whole = Number.isFinite(seed) ? Math.trunc(seed) : 0;
  let a = (whole ^ Math.floor(whole / 2 ** 32)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The query parameter a seed is written in, on the challenge and on a work order alike (the site's
 * query words are Portuguese: `modo`, `regras`, `quiosque`). `seed`, the challenge's older name, is
 * still read on both, so an address already shared keeps its deal.
 */
export const SEED_PARAM = 'semente';
export const SEED_PARAM_ALIAS = 'seed';

/** The raw seed in a query string: `semente`, else `seed`; null when neither is there. */
export function rawSeed(search: string): string | null {
  const params = new URLSearchParams(search);
  return params.get(SEED_PARAM) ?? params.get(SEED_PARAM_ALIAS);
}

/** Reads the seed from a query string (`?semente=42`, or `?seed=42`): a non-negative safe integer, else undefined. */
export function parseSeed(search: string): number | undefined {
  const raw = rawSeed(search);
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const seed = Number(raw);
  return Number.isSafeInteger(seed) ? seed : undefined;
}
