import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ExamplesContent, KnowledgeContent } from '../../src/content/types';
import { LANGUAGE_CODES } from '../../src/rules/language';
import { STEP_IDS } from '../../src/rules/ruleSet';
import { scenarioDef } from '../../src/rules/builtInScenarios';
import { builtInJob } from '../../src/rules/builtInJobs';

const read = <T>(kind: string, language: string): T => JSON.parse(readFileSync(`locales/${kind}/${language}.json`, 'utf8')) as T;
const FIGURES = ['isolation-point', 'group-lockbox', 'stored-energy', 'try-out', 'roles', 'shift-change', 'tag-only', 'approach-boundaries'];
const ENERGY_KEYS = Array.from({ length: 11 }, (_, i) => `e${i + 1}`);

/** Every string in a value, with its path. */
function strings(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => strings(item, `${path}[${i}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => strings(v, path ? `${path}.${k}` : k));
  return [];
}

function validPractice(practice: string | undefined): boolean {
  if (practice === undefined || ['simulator', 'challenge', 'scenarios'].includes(practice)) return true;
  // The link's label comes from the build's index of jobs; the work order must exist too.
  return practice.startsWith('scenario:') && scenarioDef(practice.slice(9)) !== undefined && builtInJob(practice.slice(9)) !== undefined;
}

describe.each(['knowledge', 'examples'])('%s content', (kind) => {
  it.each(LANGUAGE_CODES)('%s: plain, non-empty text (no HTML, no Markdown, no placeholder)', (language) => {
    for (const [path, text] of strings(read(kind, language))) {
      expect(text.trim(), `${language} ${path}`).not.toBe('');
      expect(text, `${language} ${path}`).not.toMatch(/<\/?[a-z][^>]*>|\*\*|\]\(/i);
      expect(text, `${language} ${path}`).not.toMatch(/\bTODO\b|\blorem\b|\bTBD\b/);
    }
  });
});

describe('knowledge', () => {
  const en = read<KnowledgeContent>('knowledge', 'en');
  it('covers what the issue asks, each section practised or cited', () => {
    const ids = en.sections.map((s) => s.id);
    for (const id of ['what', 'energies', 'roles', 'stored', 'tryout', 'group', 'shift', 'absent']) expect(ids).toContain(id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of en.sections) {
      expect(validPractice(section.practice), `${section.id} practice ${section.practice}`).toBe(true);
      if (section.figure) expect(FIGURES).toContain(section.figure);
    }
    const absent = en.sections.find((s) => s.id === 'absent');
    expect(absent?.clauses?.join(' ')).toMatch(/1910\.147\(e\)\(3\)/);
    expect(en.sections.filter((s) => s.practice).length).toBeGreaterThanOrEqual(4);
  });

  it('covers the topics of the safety review, each with the clause it rests on', () => {
    const clauses = (id: string) => en.sections.find((s) => s.id === id)?.clauses?.join(' ') ?? '';
    expect(clauses('tags')).toMatch(/1910\.147\(c\)\(3\).*1910\.147\(c\)\(7\)\(ii\)/);
    expect(clauses('inspection')).toMatch(/1910\.147\(c\)\(6\)/);
    expect(clauses('retraining')).toMatch(/1910\.147\(c\)\(7\)\(iii\)/);
    expect(clauses('testing')).toMatch(/1910\.147\(f\)\(1\)/);
    expect(clauses('contractors')).toMatch(/1910\.147\(f\)\(2\)/);
    expect(clauses('cord-plug')).toMatch(/1910\.147\(a\)\(2\)\(iii\)\(A\)/);
    expect(clauses('electrical')).toMatch(/1910\.147\(a\)\(1\)\(ii\)\(D\).*1910\.333.*1910\.335.*NFPA 70E/);
    expect(clauses('country-roles')).toMatch(/NR-10 10\.8.*DIN VDE 0105-100.*RD 614\/2001.*NF C18-510/);
    // The electrical section names the three NFPA 70E boundaries and covering nearby live parts.
    const electrical = en.sections.find((s) => s.id === 'electrical');
    const terms = electrical?.items?.map((item) => item.term) ?? [];
    expect(terms).toEqual(expect.arrayContaining(['Limited approach boundary', 'Restricted approach boundary', 'Arc flash boundary']));
    // The French sequence names the identification step in every language.
    for (const language of LANGUAGE_CODES) {
      const rules = read<KnowledgeContent>('knowledge', language).sections.find((s) => s.id === 'rules');
      expect(rules?.items?.map((item) => item.text).join(' '), language).toMatch(/identification de l.ouvrage sur le lieu de travail/);
    }
  });

  it('explains all eleven energy types', () => {
    expect(Object.keys(en.energies).sort()).toEqual([...ENERGY_KEYS].sort());
  });

  it.each(LANGUAGE_CODES)('%s has the same sections, clauses, links and figures as English', (language) => {
    const other = read<KnowledgeContent>('knowledge', language);
    const shape = (c: KnowledgeContent) =>
      c.sections.map((s) => ({ id: s.id, clauses: s.clauses, practice: s.practice, figure: s.figure, paragraphs: s.paragraphs.length > 0, items: s.items?.length }));
    expect(shape(other)).toEqual(shape(en));
    expect(Object.keys(other.energies).sort()).toEqual(Object.keys(en.energies).sort());
  });
});

describe('examples', () => {
  const en = read<ExamplesContent>('examples', 'en');
  it('has at least six cases, each with a public source, a known step and a way to practise', () => {
    expect(en.cases.length).toBeGreaterThanOrEqual(6);
    expect(new Set(en.cases.map((c) => c.id)).size).toBe(en.cases.length);
    for (const study of en.cases) {
      expect(study.source.url, study.id).toMatch(/^https:\/\/[a-z0-9.-]+\.[a-z]{2,}\//i);
      expect(study.source.year, study.id).toBeGreaterThan(1970);
      expect(study.steps.length, study.id).toBeGreaterThan(0);
      for (const step of study.steps) expect(STEP_IDS, study.id).toContain(step);
      expect(study.clauses.length, study.id).toBeGreaterThan(0);
      expect(validPractice(study.practice), `${study.id} practice ${study.practice}`).toBe(true);
      expect(study.happened.length * study.wrong.length, study.id).toBeGreaterThan(0);
    }
  });

  it.each(LANGUAGE_CODES)('%s tells the same cases, with the same sources, steps, clauses and links', (language) => {
    const other = read<ExamplesContent>('examples', language);
    const shape = (c: ExamplesContent) => c.cases.map((s) => ({ id: s.id, steps: s.steps, clauses: s.clauses, source: s.source, practice: s.practice }));
    expect(shape(other)).toEqual(shape(en));
  });
});
