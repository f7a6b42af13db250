/**
 * A certificate's syllabus from what the trainee passed: each passed work order is rebuilt with
 * its seed (the same machine, the same variants) and its procedure sheet says what it exercised,
 * the energies, stored energy to release, raised parts to block, the try-out, a test for absence
 * of voltage, earthing and covering on electrical work, a group lockout, a colleague's lock. Only
 * those lines are printed: a pump job never claims group lockout or voltage testing.
 */
import { ENERGY_KINDS, type EnergyKind } from '../rules/machine';
import { RULE_SETS, type RuleSetId } from '../rules/ruleSet';
import { buildScenario, procedureSheet, scenarioDef } from '../rules/builtInScenarios';
import { joinList, SYLLABUS_TOPICS, type CertificateTexts, type SyllabusTopic } from './certificateTexts';
import type { AttemptRow } from './types';

/** The topics the passed work orders exercised, in the syllabus's order, with the energies and rule sets met. */
export function syllabusTopics(passed: readonly AttemptRow[]): { topics: SyllabusTopic[]; energies: EnergyKind[]; ruleSets: RuleSetId[] } {
  const topics = new Set<SyllabusTopic>(['sequence', 'restore']);
  const energies = new Set<EnergyKind>();
  const ruleSets = new Set<RuleSetId>();
  for (const attempt of passed) {
    if (attempt.ruleSet) ruleSets.add(attempt.ruleSet);
    const def = scenarioDef(attempt.activity);
    if (!def || attempt.seed === null) continue;
    const scenario = buildScenario(def, attempt.seed);
    const sheet = procedureSheet(scenario);
    for (const source of sheet.sources) energies.add(source.energy);
    if (sheet.sources.some((s) => s.control === 'release') || sheet.gauges.length > 0) topics.add('release');
    if (sheet.sources.some((s) => s.control === 'restrain')) topics.add('restrain');
    if (sheet.coasting.length > 0) topics.add('coasting');
    if (sheet.tryOut.length > 0) topics.add('tryOut');
    if (sheet.testPoints.length > 0) topics.add('voltage');
    if (def.domain === 'electrical') topics.add('earth');
    if (def.domain === 'electrical' && sheet.adjacent.length > 0) topics.add('cover');
    if (sheet.crew.length > 0) topics.add('group');
    if (Object.keys(scenario.colleagueLocks).length > 0) topics.add('colleague');
  }
  if (energies.size > 0) topics.add('energy');
  return {
    topics: SYLLABUS_TOPICS.filter((t) => topics.has(t)),
    energies: ENERGY_KINDS.filter((e) => energies.has(e)),
    ruleSets: RULE_SETS.filter((r) => ruleSets.has(r)),
  };
}

/** The syllabus lines in the certificate's language. */
export function syllabusLines(passed: readonly AttemptRow[], texts: CertificateTexts): string[] {
  const { topics, energies, ruleSets } = syllabusTopics(passed);
  return topics
    .map((topic) => {
      if (topic === 'energy') return texts.topics.energy.replace('{{list}}', joinList(texts, energies.map((e) => texts.energyNames[e])));
      if (topic === 'sequence') return ruleSets.length === 0 ? '' : texts.topics.sequence.replace('{{list}}', joinList(texts, ruleSets.map((r) => texts.ruleSetNames[r])));
      return texts.topics[topic];
    })
    .filter((line) => line !== '');
}
