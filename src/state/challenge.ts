import { translatorFor, type MessageKey } from '../i18n/messages';
import { energyById, hazardById, type EnergyId, type HazardId } from '../rules/catalog';
import { closeComplete, closeFeedback, drop, isComplete, newGame, type ChallengeState } from '../rules/challenge';
import { currentSearch } from '../platform/location';
import { createRandom, parseSeed } from '../rules/random';
import { TAB_CHALLENGE_KEY } from '../records/keys';
import { steadyNow } from './clock';
import { postNotice } from './notices';
import { recordChallenge } from './records';
import { tabStorage } from '../platform/storage';
import { store } from './store';

/** One sentence of a challenge announcement. */
export interface AnnouncementPart {
  readonly key: 'challenge.announce.correct' | 'challenge.announce.wrong' | 'challenge.announce.complete' | 'challenge.announce.selected' | 'challenge.announce.cancelled';
  readonly hazard?: HazardId;
  readonly energy?: EnergyId;
  readonly count?: number;
}

/** The challenge's state in the store: the rules' game plus what only the screen needs. */
export interface ChallengeSlice {
  game: ChallengeState;
  /** The seed of the current deal (`?semente=N`, or `?seed=N`, replays a deal; each new game advances it). */
  seed: number;
  /** When this deal was dealt (its record's start). */
  startedAt: number;
  /** The hazard picked by tap or keyboard, waiting for a target. */
  selected: HazardId | null;
  /**
   * The last outcome for the polite live region, as message parts (keys with the hazard and
   * energy they name), so that it is worded in the language on screen, also after a switch.
   */
  announcement: readonly AnnouncementPart[];
}

function randomSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

function slice(seed: number): ChallengeSlice {
  return { game: newGame(createRandom(seed)), seed, startedAt: steadyNow(), selected: null, announcement: [] };
}

/** A game in progress as this tab keeps it: its deal, start, drops in replay order, and the address's seed it was dealt under. */
interface TabGame {
  seed: number;
  startedAt: number;
  drops: (readonly [number, number])[];
  from: number | null;
}

const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

function readTabGame(): TabGame | null {
  try {
    const v = JSON.parse(tabStorage.get(TAB_CHALLENGE_KEY) ?? 'null') as Partial<TabGame> | null;
    if (!v || !isInt(v.seed) || !isInt(v.startedAt) || !(v.from === null || isInt(v.from)) || !Array.isArray(v.drops) || v.drops.length > 200) return null;
    if (!v.drops.every((d) => Array.isArray(d) && d.length === 2 && isInt(d[0]) && isInt(d[1]))) return null;
    return v as TabGame;
  } catch {
    return null;
  }
}

/**
 * Keeps the game in progress in this tab's sessionStorage, so that coming back to the page (a
 * reload, a swipe or a key that went back in the history) finds it; a completed game is not kept.
 */
function keepInTab(current: ChallengeSlice): void {
  const { game } = current;
  if (isComplete(game)) {
    tabStorage.remove(TAB_CHALLENGE_KEY);
    return;
  }
  // Misses first, then matches: played again in that order they give the same game.
  const drops = [...game.misses, ...game.matches].map((m) => [m.hazardId, m.energyId] as const);
  const kept: TabGame = { seed: current.seed, startedAt: current.startedAt, drops, from: parseSeed(currentSearch()) ?? null };
  tabStorage.set(TAB_CHALLENGE_KEY, JSON.stringify(kept));
}

/**
 * The challenge slice, created on first use: this tab's game in progress when it was dealt under
 * the same address, else a new deal (from `?semente=N` or `?seed=N` when the address has one).
 */
export function challenge(): ChallengeSlice {
  if (!store.challenge) {
    const fromUrl = parseSeed(currentSearch());
    const kept = readTabGame();
    const restored = kept && kept.from === (fromUrl ?? null) ? replayed(kept.seed, kept.startedAt, kept.drops) : null;
    store.challenge = restored && !isComplete(restored.game) ? restored : slice(fromUrl ?? randomSeed());
  }
  return store.challenge;
}

const t = (key: MessageKey, params?: Record<string, string | number>) => translatorFor(store.language)(key, params);

/** The translated name of a hazard or an energy type. */
export function hazardName(id: HazardId): string {
  const hazard = hazardById(id);
  return hazard ? t(hazard.key) : String(id);
}

/** The translated name of an energy type. */
export function energyName(id: EnergyId): string {
  const energy = energyById(id);
  return energy ? t(energy.key) : String(id);
}

/** Why a hazard belongs to its energy type, and how that energy is controlled. */
export function hazardExplanation(id: HazardId): string {
  return t(`challenge.explain.h${id}`);
}

/** A clue towards a hazard's energy type that does not name it (after a wrong drop). */
export function hazardHint(id: HazardId): string {
  return t(`challenge.hint.h${id}`);
}

/**
 * Puts back a game an LMS kept (src/lms/resume.ts): the same deal, its drops played again. Drops
 * the rules ignore are skipped; nothing is recorded again (the record is written on completion).
 */
export function resumeChallenge(seed: number, startedAt: number, drops: readonly (readonly [number, number])[]): void {
  store.challenge = replayed(seed, startedAt, drops);
}

function replayed(seed: number, startedAt: number, drops: readonly (readonly [number, number])[]): ChallengeSlice {
  const restored = slice(seed);
  let game = restored.game;
  for (const [hazardId, energyId] of drops) game = drop(game, hazardId, energyId).state;
  return { ...restored, startedAt, game: { ...game, feedback: null } };
}

/** Deals a new game (NOVO JOGO / JOGAR NOVAMENTE) and says so. */
export function startNewGame(): void {
  const current = challenge();
  // A seeded deal stays reproducible: the next game uses the next seed.
  Object.assign(current, slice(parseSeed(currentSearch()) !== undefined ? current.seed + 1 : randomSeed()));
  keepInTab(current);
  postNotice({ tone: 'info', title: { key: 'challenge.toast.reset' }, description: { key: 'challenge.toast.resetText' } });
}

/** Drops a hazard on an energy target; a drop without a valid hazard does nothing. */
export function dropHazard(hazardId: unknown, energyId: unknown): void {
  const current = challenge();
  const { state, outcome } = drop(current.game, hazardId, energyId);
  if (outcome === 'ignored') return;
  const wasComplete = isComplete(current.game);
  current.game = state;
  current.selected = null;
  if (!wasComplete && isComplete(state)) recordChallenge(state, current.seed, current.startedAt, store.language);
  keepInTab(current);
  const named = { hazard: hazardId as HazardId, energy: energyId as EnergyId };
  current.announcement = [
    { key: outcome === 'correct' ? 'challenge.announce.correct' : 'challenge.announce.wrong', ...named },
    ...(state.completeOpen ? [{ key: 'challenge.announce.complete' as const, count: state.attempts }] : []),
  ];
}

/** Picks a hazard (tap or keyboard), or puts it back when it was already picked. */
export function selectHazard(hazardId: HazardId | null): void {
  const current = challenge();
  const next = hazardId !== null && current.selected === hazardId ? null : hazardId;
  if (next === current.selected) return;
  current.selected = next;
  current.announcement = next === null ? [{ key: 'challenge.announce.cancelled' }] : [{ key: 'challenge.announce.selected', hazard: next }];
}

/** An announcement worded in the current language. */
export function announcementText(parts: readonly AnnouncementPart[]): string {
  return parts
    .map(({ key, hazard, energy, count }) => {
      const name = hazard === undefined ? '' : hazardName(hazard);
      return t(key, { risk: name, name, energy: energy === undefined ? '' : energyName(energy), count: count ?? 0 });
    })
    .join(' ');
}

/** Closes the feedback dialog. */
export function dismissFeedback(): void {
  const current = challenge();
  current.game = closeFeedback(current.game);
}

/** Closes the completion dialog (the game stays complete; the banner remains). */
export function dismissComplete(): void {
  const current = challenge();
  current.game = closeComplete(current.game);
}

