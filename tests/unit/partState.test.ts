import { describe, expect, it } from 'vitest';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import fr from '../../locales/fr.json';
import pt from '../../locales/pt.json';
import { createTranslator, type MessageKey, type Translate } from '../../src/i18n/messages';
import { plural } from '../../src/i18n/plural';
import type { Language } from '../../src/rules/language';
import { component, localized, paintedLabel, type Machine } from '../../src/rules/machine';
import { buildScenario, scenarioDef, SCENARIOS } from '../../src/rules/builtInScenarios';
import type { PartFacts } from '../../src/state/scenarioSelectors';
import { formatNumber, partStateWords } from '../../src/ui/scenario/partState';

// A part's state in words, as a native speaker would write it: the words agree with the part's
// name in gender and number, a number has the language's decimal mark, and no word says twice
// what the name already says ("Coulisseau levé, levé").

const LANGUAGES: Language[] = ['pt', 'en', 'es', 'fr', 'de'];
const translator = createTranslator({ pt, en, es, fr, de });
const tFor =
  (language: Language): Translate =>
  (key, params) =>
    translator.translate(language, key, params);

const REST: PartFacts = { on: true, running: false, live: false, charged: false, restrained: false, dropped: false, earthed: false, covered: false, myLock: false, otherLocks: 0, tagged: false, coasting: false, reading: null };

/** Every state a part of each kind can be in (one fact changed at a time, and some together). */
const STATES: PartFacts[] = [
  REST,
  { ...REST, on: false },
  { ...REST, running: true, live: true },
  { ...REST, live: true },
  { ...REST, coasting: true },
  { ...REST, charged: true },
  { ...REST, restrained: true },
  { ...REST, dropped: true },
  { ...REST, earthed: true },
  { ...REST, covered: true },
  { ...REST, on: false, myLock: true, otherLocks: 2, tagged: true },
  { ...REST, reading: { value: 1.5, unit: 'bar' } },
];

function machines(): Machine[] {
  const all = new Map<string, Machine>();
  for (const def of SCENARIOS) for (let seed = 100000; seed < 100032; seed++) all.set(JSON.stringify(buildScenario(def, seed).machine), buildScenario(def, seed).machine);
  return [...all.values()];
}

/** The words of a text of four letters or more, lower case (the ones a repeat would show). */
const words = (text: string): string[] => text.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];

describe('part states in every language', () => {
  for (const language of LANGUAGES) {
    it(`reads naturally in ${language}: translated, and no word said twice`, () => {
      const t = tFor(language);
      const problems: string[] = [];
      for (const machine of machines()) {
        for (const c of machine.components) {
          const name = localized(c.name, language);
          for (const facts of STATES) {
            const phrase = partStateWords(t, language, c, facts);
            if (phrase === '' || phrase.includes('scenarios.') || phrase.includes('{{')) problems.push(`${c.id}: "${phrase}"`);
            // What the part is doing (not whose padlocks are on it) must not repeat its name.
            const condition = partStateWords(t, language, c, { ...facts, myLock: false, otherLocks: 0, tagged: false });
            const kind = t(`scenarios.kinds.${c.kind}` as MessageKey);
            const twice = condition === kind ? [] : words(condition).filter((w) => words(name).includes(w));
            if (twice.length > 0) problems.push(`${machine.id}/${c.id}: "${name}, ${condition}" says ${twice.join(', ')} twice`);
          }
        }
      }
      expect([...new Set(problems)]).toEqual([]);
    });
  }

  const press = scenarioDef('prensa-ph301')!.machine;
  const panel = scenarioDef('quadro-qd401')!.machine;
  const pump = scenarioDef('bomba-p101')!.machine;
  const conveyor = scenarioDef('transportador-c201')!.machine;
  const say = (language: Language, machine: Machine, id: string, facts: Partial<PartFacts>) => partStateWords(tFor(language), language, component(machine, id), { ...REST, ...facts });

  it('agrees with the name in gender and number', () => {
    // French: "le robinet" is masculine, "la vanne" feminine; "les bornes" feminine plural.
    expect(say('fr', press, 'accumulator-dump', { on: false })).toBe('fermé');
    expect(say('fr', press, 'air-valve', { on: false })).toBe('fermée');
    expect(say('fr', panel, 'work-point', { earthed: true })).toBe('mises à la terre');
    expect(say('fr', press, 'ram', {})).toBe('levé, non calé');
    expect(say('fr', press, 'clutch', {})).toBe('à l’arrêt');
    // Spanish: "el cajón" but "la gaveta" in Portuguese; "los bornes"; "la cinta".
    expect(say('es', pump, 'bucket-3', { on: false })).toBe('desconectado');
    expect(say('pt', pump, 'bucket-3', { on: false })).toBe('desligada');
    expect(say('es', panel, 'work-point', { earthed: true })).toBe('puestos a tierra');
    expect(say('pt', panel, 'work-point', { earthed: true })).toBe('aterrados');
    expect(say('es', conveyor, 'conveyor-c202', { live: true })).toBe('parada, con energía');
    expect(say('pt', press, 'air-valve', { on: false })).toBe('fechada');
    expect(say('pt', press, 'main-switch', { on: false })).toBe('desligada');
    expect(say('es', press, 'main-switch', { on: false })).toBe('desconectado');
    // German verbs agree in number: "die Klemmen" are plural.
    expect(say('de', pump, 'motor', { coasting: true })).toBe('läuft noch nach');
    expect(say('fr', pump, 'casing', { charged: true })).toBe('énergie accumulée présente');
  });

  it('counts other people’s padlocks with the language’s plural', () => {
    expect(say('en', pump, 'discharge-valve', { on: false, otherLocks: 1 })).toBe('shut, 1 other person’s padlock');
    expect(say('en', pump, 'discharge-valve', { on: false, otherLocks: 2 })).toBe('shut, 2 other people’s padlocks');
    expect(say('fr', pump, 'discharge-valve', { on: false, otherLocks: 1 })).toBe('fermée, 1 cadenas d’une autre personne');
    expect(say('pt', pump, 'discharge-valve', { on: false, myLock: true, otherLocks: 3, tagged: true })).toBe('fechada, com o meu cadeado, 3 cadeados de outras pessoas, com etiqueta');
    expect(say('de', pump, 'discharge-valve', { on: false, otherLocks: 1 })).toBe('geschlossen, 1 fremdes Schloss');
  });

  it('says a line or busbar is live or dead, never running or stopped', () => {
    expect(say('es', panel, 'feeder', {})).toBe('sin tensión');
    expect(say('es', panel, 'feeder', { live: true })).toBe('con energía');
    expect(say('pt', panel, 'busbar', { live: true })).toBe('energizado');
    expect(say('en', panel, 'next-feeder', {})).toBe('de-energized');
    expect(say('de', panel, 'feeder', {})).toBe('spannungsfrei');
    expect(say('fr', panel, 'feeder', {})).toBe('hors tension');
  });

  it('writes numbers with the language’s decimal mark', () => {
    const reading = { reading: { value: 1.5, unit: 'bar' } };
    expect(say('pt', press, 'air-gauge', reading)).toBe('marca 1,5 bar');
    expect(say('en', press, 'air-gauge', reading)).toBe('reads 1.5 bar');
    expect(say('es', press, 'air-gauge', reading)).toBe('marca 1,5 bar');
    expect(say('fr', press, 'air-gauge', reading)).toBe('indique 1,5 bar');
    expect(say('de', press, 'air-gauge', reading)).toBe('zeigt 1,5 bar');
    expect(formatNumber('en', 1480)).toBe('1,480');
    expect(formatNumber('de', 1480)).toBe('1.480');
  });

  it('paints the tags a plant in each language paints', () => {
    const mcc = component(conveyor, 'mcc');
    expect(LANGUAGES.map((l) => paintedLabel(mcc, l))).toEqual(['CCM-2', 'MCC-2', 'CCM-2', 'CCM-2', 'MCC-2']);
    const third = buildScenario(scenarioDef('transportador-c201')!, 100000).machine;
    expect(paintedLabel(component(third, 'mcc-3'), 'en')).toBe('MCC-3');
    expect(paintedLabel(component(third, 'mcc-3'), 'pt')).toBe('CCM-3');
    // Equipment tags stay as they are in every language.
    expect(LANGUAGES.map((l) => paintedLabel(component(pump, 'motor'), l))).toEqual(Array(5).fill('M-101'));
    // No two parts of a machine carry the same tag (the press had AR-3 twice). A bucket carries
    // the tag of what it feeds, and the pump's impeller and casing are the pump P-101 itself.
    for (const machine of machines().filter((m) => m.id !== 'pump-p101')) {
      for (const language of LANGUAGES) {
        const tags = machine.components.filter((c) => c.kind !== 'breaker').map((c) => paintedLabel(c, language));
        const twice = tags.filter((tag, i) => tags.indexOf(tag) !== i);
        expect({ machine: machine.id, language, twice }).toEqual({ machine: machine.id, language, twice: [] });
      }
    }
  });
});

describe('counts in the app’s sentences', () => {
  it('take the plural form the language’s rules pick ("1 passed assessment", not "1 passed assessments")', () => {
    const en = tFor('en');
    expect(plural(en, 'en', 'users.certificates.basedOn', 1)).toBe('Based on 1 passed assessment.');
    expect(plural(en, 'en', 'users.certificates.basedOn', 8)).toBe('Based on 8 passed assessments.');
    expect(plural(en, 'en', 'users.data.pending', 1)).toBe('1 attempt is waiting for room on this device.');
    expect(plural(en, 'en', 'users.charts.scoresSummary', 1, { first: 80, last: 80 })).toBe('Line chart of 1 score: 80.');
    expect(plural(tFor('pt'), 'pt', 'users.certificates.basedOn', 1)).toBe('Com base em 1 avaliação aprovada.');
    expect(plural(tFor('de'), 'de', 'users.data.pending', 2)).toBe('2 Versuche warten auf Speicherplatz auf diesem Gerät.');
  });
});
