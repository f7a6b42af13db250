import { describe, expect, it } from 'vitest';
import {
  ENERGIES,
  HAZARDS,
  energyById,
  hazardById,
  isEnergyId,
  isHazardId,
  type EnergyId,
  type HazardId,
} from '../../src/rules/catalog';
import {
  HAZARDS_PER_GAME,
  closeComplete,
  missedHazards,
  closeFeedback,
  correctCount,
  deal,
  drop,
  isComplete,
  isMatched,
  matchesFor,
  newGame,
  percentages,
  remainingCount,
  type ChallengeState,
} from '../../src/rules/challenge';
import { createRandom, parseSeed } from '../../src/rules/random';

/** The spec's hazard table (§3): id, nome, energy id. */
const SPEC_HAZARDS: [number, string, number][] = [
  [1, 'Ferramentas', 2],
  [2, 'Equip. Pneumáticos', 6],
  [3, 'Pressão Tubulações', 10],
  [4, 'Tóxicos', 7],
  [5, 'Eletric. Estática', 10],
  [6, 'Queda Estruturas', 11],
  [7, 'Compressores', 6],
  [8, 'Equip. Energizados', 1],
  [9, 'Correias', 3],
  [10, 'Hidrojato', 5],
  [11, 'Corrosivos', 7],
  [12, 'Rotores', 2],
  [13, 'Motores', 1],
  [14, 'Queda Tubulações', 11],
  [15, 'Molas', 10],
  [16, 'Engrenagens', 3],
  [17, 'Aquecedores', 8],
  [18, 'Fontes de Calor', 8],
  [21, 'Vapor', 8],
  [24, 'Martelete', 6],
];

/** The spec's energy types (§3). */
const SPEC_ENERGIES: [number, string][] = [
  [1, 'Energia Elétrica'],
  [2, 'Energia Mecânica'],
  [3, 'Energia Cinética'],
  [4, 'Energia Potencial'],
  [5, 'Energia Hidráulica'],
  [6, 'Energia Pneumática'],
  [7, 'Energia Química'],
  [8, 'Energia Térmica'],
  [9, 'Energia Magnética'],
  [10, 'Energia Residual'],
  [11, 'Energia Gravitacional'],
];

const gameOf = (seed: number) => newGame(createRandom(seed));
const answer = (hazardId: HazardId): EnergyId => {
  const hazard = hazardById(hazardId);
  if (!hazard) throw new Error(`no hazard ${hazardId}`);
  return hazard.energyId;
};
// Energy 4 is never a correct answer, so it is always a wrong target.
const WRONG: EnergyId = 4;

function firstUnmatched(state: ChallengeState): HazardId {
  const id = state.dealt.find((hazardId) => !isMatched(state, hazardId));
  if (id === undefined) throw new Error('all matched');
  return id;
}

/** Plays `wrong` wrong drops, then `right` correct ones, each on the first unmatched tile. */
function play(state: ChallengeState, wrong: number, right: number): ChallengeState {
  let current = state;
  for (let i = 0; i < wrong; i += 1) current = drop(current, firstUnmatched(current), WRONG).state;
  for (let i = 0; i < right; i += 1) {
    const hazardId = firstUnmatched(current);
    current = drop(current, hazardId, answer(hazardId)).state;
  }
  return current;
}

describe('catalog', () => {
  it('hazards match the spec table exactly', () => {
    expect(HAZARDS.map((h) => [h.id, h.namePt, h.energyId])).toEqual(SPEC_HAZARDS);
  });

  it('energies match the spec list exactly', () => {
    expect(ENERGIES.map((e) => [e.id, e.namePt])).toEqual(SPEC_ENERGIES);
  });

  it('energies 4 and 9 are never correct; every other energy is', () => {
    const answers = new Set<number>(HAZARDS.map((h) => h.energyId));
    expect(answers.has(4)).toBe(false);
    expect(answers.has(9)).toBe(false);
    expect([...answers].sort((a, b) => a - b)).toEqual([1, 2, 3, 5, 6, 7, 8, 10, 11]);
  });

  it('keys follow the id, icons are distinct', () => {
    for (const h of HAZARDS) expect(h.key).toBe(`challenge.hazards.h${h.id}`);
    for (const e of ENERGIES) expect(e.key).toBe(`challenge.energies.e${e.id}`);
    expect(new Set(HAZARDS.map((h) => h.icon)).size).toBe(HAZARDS.length);
    expect(new Set(ENERGIES.map((e) => e.icon)).size).toBe(ENERGIES.length);
  });

  it('lookups return undefined for unknown ids', () => {
    expect(hazardById(21)?.namePt).toBe('Vapor');
    expect(hazardById(24)?.energyId).toBe(6);
    expect(hazardById(19)).toBeUndefined();
    expect(hazardById(0)).toBeUndefined();
    expect(hazardById(Number.NaN)).toBeUndefined();
    expect(energyById(11)?.namePt).toBe('Energia Gravitacional');
    expect(energyById(12)).toBeUndefined();
    expect(isHazardId('1')).toBe(false);
    expect(isEnergyId('1')).toBe(false);
    expect(isHazardId(24)).toBe(true);
    expect(isEnergyId(9)).toBe(true);
  });
});

describe('random', () => {
  it('the same seed gives the same numbers, all in [0, 1)', () => {
    const a = createRandom(42);
    const b = createRandom(42);
    for (let i = 0; i < 10_000; i += 1) {
      const x = a();
      expect(x).toBe(b());
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('seeds above 2^32 still differ from their low bits', () => {
    expect(createRandom(2 ** 32)()).not.toBe(createRandom(0)());
  });

  it.each([
    ['?seed=42', 42],
    ['seed=42', 42],
    ['?seed=0', 0],
    ['?lang=de&seed=7', 7],
    ['?seed=9007199254740991', 9007199254740991],
    ['?seed=9007199254740992', undefined],
    ['?seed=-1', undefined],
    ['?seed=1.5', undefined],
    ['?seed=1e3', undefined],
    ['?seed=abc', undefined],
    ['?seed=', undefined],
    ['?seed=%2042', undefined],
    ['?other=1', undefined],
    ['', undefined],
    // One name written on every page, `semente`; the older `seed` still read; `semente` wins.
    ['?semente=42', 42],
    ['?seed=1&semente=2', 2],
    ['?semente=x', undefined],
  ])('parseSeed(%j) is %j', (search, expected) => {
    expect(parseSeed(search)).toBe(expected);
  });
});

describe('deal', () => {
  it('deals 16 distinct hazards, all from the 20', () => {
    for (let seed = 0; seed < 50; seed += 1) {
      const dealt = deal(createRandom(seed));
      expect(dealt).toHaveLength(HAZARDS_PER_GAME);
      expect(new Set(dealt).size).toBe(HAZARDS_PER_GAME);
      for (const id of dealt) expect(hazardById(id)).toBeDefined();
    }
  });

  it('the same seed gives the same deal; different seeds differ', () => {
    expect(deal(createRandom(42))).toEqual(deal(createRandom(42)));
    expect(deal(createRandom(1))).not.toEqual(deal(createRandom(2)));
    const deals = new Set(Array.from({ length: 100 }, (_, seed) => deal(createRandom(seed)).join(',')));
    expect(deals.size).toBe(100);
  });

  it('every hazard appears in some deal over seeds 0..199', () => {
    const seen = new Set<number>();
    for (let seed = 0; seed < 200; seed += 1) for (const id of deal(createRandom(seed))) seen.add(id);
    expect([...seen].sort((a, b) => a - b)).toEqual(HAZARDS.map((h) => h.id));
  });

  it('survives a generator that returns the extremes', () => {
    for (const value of [0, 1, 0.999999999]) {
      const dealt = deal(() => value);
      // 16 distinct real hazards: an index past the end would deal `undefined` as one of them.
      expect(dealt.every((id) => hazardById(id) !== undefined), `random() = ${value}: ${dealt.join(',')}`).toBe(true);
      expect(new Set(dealt).size).toBe(HAZARDS_PER_GAME);
    }
  });

  it('a new game starts empty', () => {
    const game = gameOf(7);
    expect(game).toEqual({ dealt: deal(createRandom(7)), matches: [], misses: [], attempts: 0, feedback: null, completeOpen: false });
    expect([correctCount(game), remainingCount(game), isComplete(game)]).toEqual([0, 16, false]);
    expect(percentages(game)).toEqual({ correct: 0, wrong: 0 });
  });
});

describe('drop', () => {
  const game = Object.freeze(gameOf(3));
  const first = game.dealt[0] as HazardId;
  const notDealt = HAZARDS.map((h) => h.id).filter((id) => !game.dealt.includes(id));

  it('a correct drop records the match, locks the tile and counts an attempt', () => {
    const { state, outcome } = drop(game, first, answer(first));
    expect(outcome).toBe('correct');
    expect(state.attempts).toBe(1);
    expect(state.matches).toEqual([{ hazardId: first, energyId: answer(first) }]);
    expect(state.feedback).toEqual({ correct: true, hazardId: first, energyId: answer(first) });
    expect(isMatched(state, first)).toBe(true);
    expect([correctCount(state), remainingCount(state)]).toEqual([1, 15]);
    expect(game.attempts).toBe(0);
  });

  it('a wrong drop counts only the attempt', () => {
    const { state, outcome } = drop(game, first, WRONG);
    expect(outcome).toBe('wrong');
    expect(state.attempts).toBe(1);
    expect(state.matches).toEqual([]);
    expect(state.feedback).toEqual({ correct: false, hazardId: first, energyId: WRONG });
    expect(isMatched(state, first)).toBe(false);
    expect(percentages(state)).toEqual({ correct: 0, wrong: 100 });
  });

  // Each case gives the dragged hazard id and the target id as a drag could deliver them.
  it.each<[string, () => [unknown, unknown]]>([
    ['a zero id', () => [0, 1]],
    ['NaN', () => [Number.NaN, 1]],
    ['a string id', () => ['lock', answer(first)]],
    ['a numeric string id', () => [String(first), answer(first)]],
    ['an unknown hazard id', () => [19, 1]],
    ['undefined', () => [undefined, 1]],
    ['null', () => [null, 1]],
    ['an unknown energy', () => [first, 12]],
    ['energy 0', () => [first, 0]],
    ['a string energy', () => [first, String(answer(first))]],
    ['a hazard that was not dealt', () => [notDealt[0], 1]],
  ])('ignores %s (same state object back)', (_label, args) => {
    const [hazardId, energyId] = args();
    const result = drop(game, hazardId, energyId);
    expect(result.outcome).toBe('ignored');
    expect(result.state).toBe(game);
  });

  it('four hazards are left out of every deal', () => {
    expect(notDealt).toHaveLength(4);
    for (const id of notDealt) expect(drop(game, id, answer(id)).outcome).toBe('ignored');
  });

  it('ignores a hazard that is already matched', () => {
    const matched = drop(game, first, answer(first)).state;
    for (const energyId of [answer(first), WRONG]) {
      const again = drop(matched, first, energyId);
      expect(again.outcome).toBe('ignored');
      expect(again.state).toBe(matched);
    }
  });

  it('matchesFor lists hazards in match order', () => {
    const state: ChallengeState = { dealt: [17, 21, 18, 1], matches: [], misses: [], attempts: 0, feedback: null, completeOpen: false };
    let current = drop(state, 21, 8).state;
    current = drop(current, 1, 2).state;
    current = drop(current, 17, 8).state;
    expect(matchesFor(current, 8)).toEqual([21, 17]);
    expect(matchesFor(current, 2)).toEqual([1]);
    expect(matchesFor(current, 9)).toEqual([]);
  });

  it('records every wrong drop, and missedHazards lists each missed hazard once with what was tried', () => {
    const [a, b] = game.dealt as [HazardId, HazardId];
    const wrongFor = (id: HazardId): EnergyId[] => ENERGIES.map((e) => e.id).filter((e) => e !== answer(id));
    const [w1, w2] = wrongFor(a) as [EnergyId, EnergyId];
    const [w3] = wrongFor(b) as [EnergyId];
    let current = drop(game, a, w1).state;
    current = drop(current, b, w3).state;
    current = drop(current, a, w2).state;
    current = drop(current, a, w1).state;
    current = drop(current, a, answer(a)).state;
    expect(current.misses).toEqual([
      { hazardId: a, energyId: w1 },
      { hazardId: b, energyId: w3 },
      { hazardId: a, energyId: w2 },
      { hazardId: a, energyId: w1 },
    ]);
    expect(missedHazards(current)).toEqual([
      { hazardId: a, tried: [w1, w2] },
      { hazardId: b, tried: [w3] },
    ]);
    expect(missedHazards(drop(game, a, answer(a)).state)).toEqual([]);
  });

  it('closeFeedback clears the feedback', () => {
    const { state } = drop(game, first, WRONG);
    const closed = closeFeedback(state);
    expect(closed.feedback).toBeNull();
    expect(closed.attempts).toBe(1);
    expect(closeFeedback(closed)).toBe(closed);
  });
});

describe('completion', () => {
  it('opens the completion dialog at the 16th match, not before', () => {
    const almost = play(gameOf(11), 2, 15);
    expect([correctCount(almost), remainingCount(almost), almost.attempts]).toEqual([15, 1, 17]);
    expect(almost.completeOpen).toBe(false);
    expect(isComplete(almost)).toBe(false);

    const last = firstUnmatched(almost);
    const { state, outcome } = drop(almost, last, answer(last));
    expect(outcome).toBe('correct');
    expect(state.completeOpen).toBe(true);
    expect(isComplete(state)).toBe(true);
    expect([correctCount(state), remainingCount(state), state.attempts]).toEqual([16, 0, 18]);

    // One dialog, not a chain: the completion dialog shows the last drop's feedback itself,
    // and closing it clears both.
    expect(state.feedback).toEqual({ correct: true, hazardId: last, energyId: answer(last) });
    const closed = closeComplete(state);
    expect(closed.completeOpen).toBe(false);
    expect(closed.feedback).toBeNull();
    expect(isComplete(closed)).toBe(true);
    for (const id of state.dealt) expect(drop(state, id, answer(id)).outcome).toBe('ignored');
  });

  it('a wrong drop just before the end does not complete', () => {
    const almost = play(gameOf(5), 0, 15);
    const { state } = drop(almost, firstUnmatched(almost), WRONG);
    expect(state.completeOpen).toBe(false);
    expect(remainingCount(state)).toBe(1);
  });
});

describe('percentages', () => {
  it('16 correct of 23 attempts is 70 / 30', () => {
    const state = play(gameOf(1), 7, 16);
    expect(state.attempts).toBe(23);
    expect(percentages(state)).toEqual({ correct: 70, wrong: 30 });
  });

  it('a perfect game is 100 / 0', () => {
    expect(percentages(play(gameOf(2), 0, 16))).toEqual({ correct: 100, wrong: 0 });
  });

  it('exact halves round up (Math.round), each share on its own', () => {
    // 1 of 8 = 12.5 % and 87.5 %: both round up, so the shares add to 101.
    expect(percentages(play(gameOf(4), 7, 1))).toEqual({ correct: 13, wrong: 88 });
    // 16 of 640 = 2.5 % and 97.5 %.
    expect(percentages(play(gameOf(4), 624, 16))).toEqual({ correct: 3, wrong: 98 });
  });

  it('multiplies before dividing, so 0.145 style shares do not drift', () => {
    // 29 of 200 = 14.5 %: (29 / 200) * 100 is 14.499999… in floating point.
    const state: ChallengeState = { ...gameOf(9), attempts: 200 };
    state.matches = Array.from({ length: 29 }, () => ({ hazardId: 1, energyId: 2 }));
    expect(percentages(state)).toEqual({ correct: 15, wrong: 86 });
  });
});
