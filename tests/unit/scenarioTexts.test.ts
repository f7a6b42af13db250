import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MISTAKES } from '../../src/rules/attempt';
import { LANGUAGE_CODES, type Language } from '../../src/rules/language';
import { RULE_SETS, SEQUENCES } from '../../src/rules/ruleSet';
import type { ScenarioDomain } from '../../src/rules/scenario';

type Tree = { [key: string]: string | Tree };

function load(code: Language): Tree {
  return JSON.parse(readFileSync(new URL(`../../locales/${code}.json`, import.meta.url), 'utf8')) as Tree;
}

/** The text at a dotted path, or undefined when it is missing or not text. */
function textAt(tree: Tree, path: readonly string[]): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function keysAt(tree: Tree, path: readonly string[]): string[] {
  let node: string | Tree | undefined = tree;
  for (const key of path) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'object' ? Object.keys(node) : [];
}

const DOMAINS: readonly ScenarioDomain[] = ['machine', 'electrical'];

// The clause of a step comes from ruleSet.ts and is shown beside the text: the texts never carry one.
const CLAUSE = /1910\.|NR-1[02] \d|10\.5\.|12\.1[01]|12\.113|120\.[56]|70E|0105-100|Regel \d|614\/2001|anexo|C18-510|ED 6109|\(\w\)\(\d+\)|§/i;

// A step to which a rule set gives no clause is described as good practice, never as that rule set's requirement.
const GOOD_PRACTICE: Record<Language, string> = { pt: 'Boa prática: ', en: 'Good practice: ', es: 'Buena práctica: ', fr: 'Bonne pratique\u00a0: ', de: 'Gute Praxis: ' };

describe('scenario texts', () => {
  for (const code of LANGUAGE_CODES) {
    describe(code, () => {
      const messages = load(code);

      it('names and sums up every rule set', () => {
        expect(keysAt(messages, ['scenarios', 'ruleSets']).sort()).toEqual([...RULE_SETS].sort());
        for (const rs of RULE_SETS) {
          for (const field of ['name', 'summary']) expect(textAt(messages, ['scenarios', 'ruleSets', rs, field]), `${rs}.${field}`).toMatch(/\S/);
        }
      });

      it('has a title and an instruction for exactly the steps of each sequence', () => {
        for (const rs of RULE_SETS) {
          for (const domain of DOMAINS) {
            const steps = SEQUENCES[rs][domain].flat();
            expect(keysAt(messages, ['scenarios', 'steps', rs, domain]).sort(), `${rs}.${domain}`).toEqual(steps.map((s) => s.step).sort());
            for (const { step, clause } of steps) {
              const where = `${rs}.${domain}.${step}`;
              expect(textAt(messages, ['scenarios', 'steps', rs, domain, step, 'title']), where).toMatch(/\S/);
              const does = textAt(messages, ['scenarios', 'steps', rs, domain, step, 'do']) ?? '';
              expect(does, where).toMatch(/\S/);
              expect(does, where).not.toMatch(CLAUSE);
              if (step !== 'work') expect(does.startsWith(GOOD_PRACTICE[code]), where).toBe(clause === null);
            }
          }
        }
      });

      it('explains every mistake, with no clause number in its risk or rule', () => {
        expect(keysAt(messages, ['mistakes']).sort()).toEqual(Object.keys(MISTAKES).sort());
        for (const mistake of Object.keys(MISTAKES)) {
          for (const field of ['title', 'risk', 'rule']) {
            const text = textAt(messages, ['mistakes', mistake, field]);
            expect(text, `${mistake}.${field}`).toMatch(/\S/);
            if (field !== 'title') expect(text, `${mistake}.${field}`).not.toMatch(CLAUSE);
          }
        }
      });
    });
  }

  it('keeps scenarios as the last section of every locale file', () => {
    for (const code of LANGUAGE_CODES) expect(Object.keys(load(code)).at(-1), code).toBe('scenarios');
  });
});
