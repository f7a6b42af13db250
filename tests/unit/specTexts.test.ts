// Every text the customer's specification quotes, and where the site says it. The specification's
// quoted texts are the customer's and stay word for word: an English notice, title or page text it
// quotes must be in locales/en.json exactly; the challenge's Portuguese labels must be in pt.json
// exactly. A quoted text that is not an English UI string says why here. When the specification
// is next to the repository (../shared/spec, as the README says), every quoted text in it must be
// listed below, so a text added to the specification cannot be missed.
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../src/rules/language';

type Tree = { [key: string]: string | Tree };

function leaves(code: string): Map<string, string> {
  const tree = JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Tree;
  const out = new Map<string, string>();
  const walk = (node: Tree, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else walk(value, path);
    }
  };
  walk(tree, '');
  return out;
}

const en = leaves('en');
const pt = leaves('pt');

/** An English UI text the specification quotes: the text at `key` in en.json is exactly `spec`. */
interface English {
  spec: string;
  key: string;
}

/** English exactly. Notices (section 4 and the error catalogue), titles, share and 404 texts. */
const ENGLISH: English[] = [
  { spec: 'Check out this Lockout-Tagout Safety Simulator!', key: 'share.text' },
  { spec: 'Link copied to clipboard!', key: 'share.copied' },
  { spec: '404', key: 'notFound.code' },
  { spec: 'Oops! Page not found', key: 'notFound.title' },
  { spec: 'Procedure Complete!', key: 'simulator.completeDialog.title' },
  { spec: 'Power off!', key: 'simulator.notices.powerOff' },
  { spec: 'Padlock applied!', key: 'simulator.notices.lockApplied' },
  { spec: 'Error: Incorrect sequence', key: 'simulator.notices.sequenceError' },
  { spec: 'Turn off the power first!', key: 'simulator.notices.powerFirst' },
  { spec: 'Tag successfully applied!', key: 'simulator.notices.tagApplied' },
  { spec: 'The lock must be applied before the tag!', key: 'simulator.notices.lockBeforeTag' },
  { spec: 'Required information', key: 'simulator.notices.requiredInfo' },
  { spec: 'Enter the lockout reason!', key: 'simulator.notices.enterReason' },
  { spec: 'You need to fill out the tag!', key: 'simulator.notices.fillTag' },
  { spec: 'De-energized equipment tested!', key: 'simulator.notices.testDone' },
  { spec: 'LOTOTO completed successfully!', key: 'simulator.notices.lototoComplete' },
  { spec: 'Unexpected Application Error', key: 'error.title' },
];

/**
 * A notice the specification quotes as "title / description", two texts shown together. House
 * typography writes the apostrophe as ’ (locales/GLOSSARY.md); the words are the specification's.
 */
const NOTICE_PAIRS: { spec: string; keys: [string, string] }[] = [{ spec: "Simulation reset / Let's try again!", keys: ['simulator.notices.reset', 'simulator.notices.resetNext'] }];

/**
 * Texts the specification quotes in lower case as names of parts of the screen ("a 'lockout
 * tagout applied' dialog"), not as the text on it: the English text must say the same words
 * (any case and punctuation, "the" added). `words` replaces the quote where it mixes languages.
 */
const DESCRIBED: { spec: string; key: string; words?: string; why?: string }[] = [
  { spec: 'drag padlock here', key: 'simulator.scene.dragHint' },
  { spec: 'procedure complete', key: 'simulator.actions.completeTitle' },
  { spec: 'select an item to act', key: 'simulator.actions.selectItem' },
  {
    spec: 'you are in the CCM (motor control center)',
    key: 'simulator.intro.title',
    words: 'you are in the MCC motor control center',
    why: 'CCM is the Portuguese abbreviation (Centro de Controle de Motores); in English it is MCC',
  },
  { spec: 'lockout tagout applied', key: 'simulator.testDialog.title' },
  { spec: 'equipment de-energized, LOTO completed', key: 'simulator.completeDialog.subtitle' },
  { spec: 'operator', key: 'simulator.defaultOperator', why: 'the tag’s default operator: the translated word for “operator”' },
];

/** The challenge's Portuguese labels, in pt.json exactly ("N" is the number of attempts). */
const PORTUGUESE: { spec: string; keys: string[] }[] = [
  { spec: 'ZONA DE RISCO', keys: ['pages.challenge.title'] },
  { spec: 'RESPOSTA CORRETA / EXCELENTE!', keys: ['challenge.feedback.correctTitle', 'challenge.feedback.correctSubtitle'] },
  { spec: 'RESPOSTA INCORRETA / TENTE NOVAMENTE', keys: ['challenge.feedback.wrongTitle', 'challenge.feedback.wrongSubtitle'] },
  { spec: 'PERIGOS / RISCOS', keys: ['challenge.hazardsPanel'] },
  { spec: 'Tipos de Energia', keys: ['challenge.energiesPanel'] },
  { spec: 'Solte aqui', keys: ['challenge.dropHere'] },
  { spec: 'Parabéns! Desafio Concluído!', keys: ['challenge.complete.title'] },
  { spec: 'Resultado Final', keys: ['challenge.complete.chartTitle'] },
  { spec: 'JOGAR NOVAMENTE', keys: ['challenge.complete.playAgain'] },
  { spec: 'Jogo reiniciado com novos riscos!', keys: ['challenge.toast.reset'] },
  { spec: 'Tente combinar todos os riscos com seus tipos de energia correspondentes.', keys: ['challenge.toast.resetText'] },
];

/** Portuguese texts with a number in them: the specification's N is the placeholder. */
const PORTUGUESE_COUNTED: { spec: string; key: string; as: string }[] = [
  { spec: 'Parabéns! Você completou o desafio com N tentativas!', key: 'challenge.banner', as: 'Parabéns! Você completou o desafio com {{count}} tentativas!' },
  { spec: 'risco identificado', key: 'challenge.count.one', as: '{{count}} risco identificado' },
  { spec: 'riscos identificados', key: 'challenge.count.other', as: '{{count}} riscos identificados' },
];

/** Quoted texts that are not an English UI string to check here, and why. */
const NOT_ENGLISH_UI: { spec: string; why: string }[] = [
  { spec: 'Desafio', why: 'the nav label, kept in Portuguese in every language (checked below)' },
  { spec: 'lock', why: 'the drag data the panel accepts, not a text anyone reads' },
  {
    spec: 'Access Simulator',
    why: 'the button of the knowledge page’s empty-state card; the knowledge page now has its content (README: Knowledge) and links to the simulator with pages.content.practice.simulator instead',
  },
  {
    spec: '{risk} is correctly associated with {energy}',
    why: 'the quiz feedback modal, whose use the specification does not show; the challenge’s feedback (wording "not shown") says it in English as challenge.feedback.correctText. Reported: the English there is worded differently',
  },
  {
    spec: '{risk} is not associated with {energy}',
    why: 'as above, challenge.feedback.wrongText. Reported: the English there is worded differently',
  },
];

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\d]+/u)
    .filter((w) => w && w !== 'the');

describe('the specification’s quoted texts', () => {
  for (const { spec, key } of ENGLISH) {
    it(`en.json says "${spec}" word for word (${key})`, () => {
      expect(en.get(key), key).toBe(spec);
    });
  }

  for (const { spec, keys } of NOTICE_PAIRS) {
    it(`en.json says "${spec}" as a notice and its description`, () => {
      const [title, description] = spec.split(' / ').map((part) => part.replaceAll("'", '’'));
      expect(keys.map((key) => en.get(key))).toEqual([title, description]);
    });
  }

  for (const { spec, key, words: said } of DESCRIBED) {
    it(`en.json names "${spec}" with the same words (${key})`, () => {
      const text = en.get(key);
      expect(text, key).toBeDefined();
      expect(words(text ?? '')).toEqual(expect.arrayContaining(words(said ?? spec)));
    });
  }

  for (const { spec, keys } of PORTUGUESE) {
    it(`pt.json says "${spec}" word for word`, () => {
      expect(keys.map((key) => pt.get(key)).join(' / ')).toBe(spec);
    });
  }

  for (const { spec, key, as } of PORTUGUESE_COUNTED) {
    it(`pt.json says "${spec}" with the count in it (${key})`, () => {
      expect(as.replace('{{count}}', 'N').replace(/^N /, '')).toBe(spec);
      expect(pt.get(key)).toBe(as);
    });
  }

  it('keeps the nav label "Desafio" in every language', () => {
    for (const code of LANGUAGE_CODES) expect(leaves(code).get('nav.challenge'), code).toBe('Desafio');
  });

  it('has a reason for every quoted text it does not check in en.json', () => {
    for (const { why } of NOT_ENGLISH_UI) expect(why.length).toBeGreaterThan(20);
  });

  const specFile = new URL('../../../shared/spec/lototo-spec.md', import.meta.url);
  it.skipIf(!existsSync(specFile))('lists every text the specification quotes', () => {
    const quoted = new Set([...readFileSync(specFile, 'utf8').matchAll(/"([^"\n]+)"/g)].map((m) => m[1]!));
    const listed = new Set([
      ...ENGLISH.map((q) => q.spec),
      ...NOTICE_PAIRS.map((q) => q.spec),
      ...DESCRIBED.map((q) => q.spec),
      ...PORTUGUESE.map((q) => q.spec),
      ...PORTUGUESE_COUNTED.map((q) => q.spec),
      ...NOT_ENGLISH_UI.map((q) => q.spec),
    ]);
    expect([...quoted].filter((text) => !listed.has(text))).toEqual([]);
  });
});
