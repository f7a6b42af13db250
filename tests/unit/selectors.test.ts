import { describe, expect, it } from 'vitest';
import { drop, newGame } from '../../src/rules/challenge';
import { ENERGIES, HAZARDS } from '../../src/rules/catalog';
import { STAGES, type Stage } from '../../src/rules/lockout';
import { createRandom } from '../../src/rules/random';
import { challengeFacts, energiesWithMatches, operatorField, operatorOnTag, panelFacts, procedureSteps, tagFormShown, testHint, tileFacts, typedLength } from '../../src/state/selectors';

describe('simulator selectors', () => {
  // stage -> [leverOn, lockAwaited, locked, tagSelectable, tagged, tested, testHint, current step]
  const table: Record<Stage, [boolean, boolean, boolean, boolean, boolean, boolean, ReturnType<typeof testHint>, number | undefined]> = {
    initial: [true, false, false, false, false, false, 'waiting', 1],
    power_off: [false, true, false, false, false, false, 'waiting', 2],
    locked: [false, false, true, true, false, false, 'waiting', 3],
    tagged: [false, false, true, false, true, false, 'none', 4],
    complete: [false, false, true, false, true, true, 'applied', undefined],
  };
  it.each(STAGES)('%s', (stage) => {
    const [leverOn, lockAwaited, locked, tagSelectable, tagged, tested, hint, current] = table[stage];
    expect(panelFacts(stage)).toEqual({ leverOn, lockAwaited, locked, tagSelectable, tagged, tested });
    expect(testHint(stage)).toBe(hint);
    const steps = procedureSteps({ stage });
    expect(steps.find((s) => s.current)?.step).toBe(current);
    expect(steps.filter((s) => s.done).length).toBe(STAGES.indexOf(stage));
  });

  it('word the operator and the tag form', () => {
    const tagInfo = { reason: ' ', operator: '  ', permitNumber: '' };
    expect(operatorOnTag({ tagInfo }, 'de')).toBe('Bediener');
    expect(operatorOnTag({ tagInfo: { ...tagInfo, operator: 'Ana' } }, 'de')).toBe('Ana');
    expect(operatorField({ tagInfo: { ...tagInfo, operator: 'Operator' } }, 'en')).toBe('');
    expect(tagFormShown({ stage: 'locked', selectedItem: 'tag' })).toBe(true);
    expect(tagFormShown({ stage: 'tagged', selectedItem: 'tag' })).toBe(false);
    expect(typedLength('a👷b')).toBe(3);
  });
});

describe('challenge selectors', () => {
  it('count, score and describe the tiles', () => {
    let game = newGame(createRandom(7));
    expect(challengeFacts(game)).toEqual({ points: 0, attempts: 0, remaining: 16, wrong: 0, correctPercent: 0, wrongPercent: 0, complete: false, dialogOpen: false });
    const first = game.dealt[0]!;
    const right = HAZARDS.find((h) => h.id === first)!.energyId;
    const wrong = ENERGIES.find((e) => e.id !== right)!.id;
    game = drop(game, first, wrong).state;
    game = drop(game, first, right).state;
    expect(challengeFacts(game)).toMatchObject({ points: 1, attempts: 2, remaining: 15, wrong: 1, correctPercent: 50, wrongPercent: 50, dialogOpen: true });
    const tiles = tileFacts(game, game.dealt[1]!);
    expect(tiles[0]).toEqual({ id: first, state: 'matched', energy: right });
    expect(tiles[1]!.state).toBe('selected');
    expect(tiles[2]!.state).toBe('available');
    expect(energiesWithMatches(game)).toEqual(new Set([right]));
  });
});
