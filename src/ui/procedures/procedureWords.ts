/**
 * A derived procedure in words, in one language: the energy table's cells, the steps to apply the
 * lockout and to release it, and the notes. The procedure page and the placard say the same
 * thing from here (OSHA 1910.147(c)(4)(ii)(B)–(D), (e), (f)(3), (f)(4)).
 */
import type { Translate } from '../../i18n/messages';
import { LANGUAGE_TAGS, type Language } from '../../rules/language';
import { localized, paintedLabel } from '../../rules/machine';
import type { DerivedProcedure, SourceRow, Verification } from '../../rules/procedure';
import type { RuleSetId } from '../../rules/ruleSet';
import { sequenceFor } from '../../rules/ruleSet';

/** One row of the energy table, every cell in words. */
export interface RowWords {
  readonly tag: string;
  readonly energy: string;
  readonly device: string;
  readonly method: string;
  readonly lockout: string;
  readonly verify: string;
  /** The number of its isolation point on the photo, or null. */
  readonly point: number | null;
}

export interface ProcedureWords {
  readonly machine: string;
  readonly rows: readonly RowWords[];
  readonly apply: readonly string[];
  readonly remove: readonly string[];
  readonly notes: readonly string[];
}

/** A part as the procedure names it in `lang`: "Bucket 3 of the MCC (CCM-3)". */
export function partName(p: DerivedProcedure, id: string, lang: Language, t: Translate): string {
  const part = p.parts[id];
  if (!part) return id;
  const label = paintedLabel({ label: part.label, labels: part.labels as Partial<Record<Language, string>> | undefined }, lang);
  const name = localized(part.name, lang);
  // "Mixer disconnect Q7", not "Mixer disconnect Q7 (Q7)": a name that already says its label keeps it once.
  return label && !name.includes(label) ? t('procedure.sources.part', { name, label }) : name;
}

function verifyText(p: DerivedProcedure, v: Verification, lang: Language, t: Translate): string {
  return t(`procedure.verify.${v.kind}`, { part: partName(p, v.part, lang, t) });
}

function deviceCell(p: DerivedProcedure, s: SourceRow, lang: Language, t: Translate): string {
  const at = s.device ?? (s.method === 'restrain' ? s.source : null);
  if (at === null) return `${partName(p, s.source, lang, t)} · ${t('procedure.sources.noPoint')}`;
  return s.point === null ? partName(p, at, lang, t) : `${partName(p, at, lang, t)} · ${t('procedure.sources.point', { n: s.point })}`;
}

/** The procedure in words, in `lang` (`t` translates into it). */
export function procedureWords(p: DerivedProcedure, ruleSet: RuleSetId, lang: Language, t: Translate): ProcedureWords {
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
  const name = (id: string) => partName(p, id, lang, t);
  const list = (ids: readonly string[]) => ids.map(name).join(', ');
  const machine = localized(p.machineName, lang);
  const rows = p.sources.map((s) => ({
    tag: s.tag,
    energy: t('procedure.sources.magnitude', { energy: t(`procedure.energy.${s.energy}`), value: number.format(s.magnitude), unit: s.unit }),
    device: deviceCell(p, s, lang, t),
    method: s.method === 'follows' ? t('procedure.method.follows', { part: name(s.follows ?? s.source) }) : t(`procedure.method.${s.method}`),
    lockout: t(`procedure.lockout.${s.lockout}`),
    verify: s.verify.length > 0 ? s.verify.map((v) => verifyText(p, v, lang, t)).join('; ') : t('procedure.verify.none'),
    point: s.point,
  }));
  const apply: string[] = [t('procedure.steps.notify', { machine })];
  apply.push(p.stops.length > 0 ? t('procedure.steps.shutdown', { controls: list(p.stops) }) : t('procedure.steps.shutdownAny'));
  const isolated = p.sources.filter((s) => s.method === 'isolate');
  for (const s of isolated) apply.push(t('procedure.steps.isolate', { tag: s.tag, device: name(s.device!) }));
  const locked = [...new Set(p.sources.filter((s) => (s.method === 'isolate' || s.method === 'release') && s.device).map((s) => s.device!))];
  if (locked.length > 0) apply.push(t('procedure.steps.lock', { devices: list(locked) }));
  for (const s of p.sources.filter((x) => x.method === 'release')) apply.push(t('procedure.steps.release', { tag: s.tag, device: name(s.device!) }));
  for (const s of p.sources.filter((x) => x.method === 'restrain')) apply.push(t('procedure.steps.block', { tag: s.tag, part: name(s.source) }));
  for (const s of p.sources.filter((x) => x.method === 'standstill')) apply.push(t('procedure.steps.standstill', { tag: s.tag, part: name(s.source) }));
  const checks = [...new Set(p.sources.flatMap((s) => s.verify.filter((v) => v.kind !== 'blocked' && v.kind !== 'follows').map((v) => verifyText(p, v, lang, t))))];
  if (checks.length > 0) apply.push(t('procedure.steps.verify', { checks: checks.join('; ') }));
  // Earthing where the rule set's sequence for this kind of job has it (the five rules), at the test points.
  const earths = sequenceFor(ruleSet, p.domain).some((place) => place.some((r) => r.step === 'earth'));
  if (earths && p.domain === 'electrical' && p.testPoints.length > 0) apply.push(t('procedure.steps.earth', { points: list(p.testPoints) }));
  for (const id of p.adjacent) apply.push(t('procedure.steps.cover', { part: name(id) }));
  const remove = [t('procedure.steps.removeTools'), t('procedure.steps.removePeople'), t('procedure.steps.removeLocks'), t('procedure.steps.removeNotify')];
  const notes: string[] = [];
  if (p.group) notes.push(t('procedure.steps.group'));
  notes.push(t('procedure.steps.shift'));
  for (const s of p.sources) if (s.precharge !== null && s.prechargeUnit) notes.push(t('procedure.steps.precharge', { part: name(s.source), value: number.format(s.precharge), unit: s.prechargeUnit }));
  if (ruleSet === 'nr') notes.push(t('procedure.steps.nrTag'));
  return { machine, rows, apply, remove, notes };
}
