/**
 * Finished attempts as xAPI 1.0.3 statements for a company's learning record store. Pure apart
 * from hashing: the same attempt always gives the same statements with the same ids, so an
 * attempt queued twice (a tab closed between two writes) or sent again after a lost response is
 * recognised by the LRS and never stored twice.
 */
import type { Statement } from '@xapi/xapi';
import { LANGUAGE_TAGS, type Language } from '../rules/language';
import { isoDuration } from './format';
import { localized } from '../rules/machine';
import { scenarioDef } from '../rules/builtInScenarios';
import type { InspectionRow } from '../records/procedureTypes';
import type { AttemptRow, Trainee } from '../records/types';

/** The language tags (RFC 5646) of the five languages, as the rule sets' countries write them. */
export { LANGUAGE_TAGS };

const VERBS = {
  completed: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
  passed: { id: 'http://adlnet.gov/expapi/verbs/passed', display: { 'en-US': 'passed' } },
  failed: { id: 'http://adlnet.gov/expapi/verbs/failed', display: { 'en-US': 'failed' } },
} as const;

/** The two built-in activities' names (the scenarios carry their own, in the machine files). */
const NAMES: Record<'simulador' | 'desafio', Record<Language, string>> = {
  simulador: { pt: 'Simulador guiado', en: 'Guided simulator', es: 'Simulador guiado', fr: 'Simulateur guidé', de: 'Geführter Simulator' },
  desafio: { pt: 'Desafio das energias', en: 'Energy challenge', es: 'Desafío de las energías', fr: 'Défi des énergies', de: 'Energie-Challenge' },
};

/** "version" in each language, for a plant machine's description. */
const VERSION_WORD: Record<Language, string> = { pt: 'versão', en: 'version', es: 'versión', fr: 'version', de: 'Version' };

/** Where the statements' ids and extension keys start (the deployment's activity base). */
export interface StatementContext {
  readonly activityBase: string;
  readonly homePage: string;
  /** The stable anonymous id of this device, for attempts nobody was named for. */
  readonly deviceId: string;
}

/** The extension IRIs, under the deployment's activity base (docs/xapi.md lists them). */
export function extensionIris(activityBase: string) {
  const at = (name: string) => `${activityBase}/xapi/extensions/${name}`;
  return { ruleSet: at('rule-set'), seed: at('seed'), mode: at('mode'), mistakes: at('mistakes'), attempt: at('attempt-id'), machine: at('machine'), inspection: at('inspection'), inspectionId: at('inspection-id') };
}

/** A name-based UUID (version 8, RFC 9562) from SHA-256 of a text: the same text, the same id. */
export async function stableUuid(text: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))).slice(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x80;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The activity a record is about: its IRI (the page that trains it), name and type. */
export function activityOf(row: Pick<AttemptRow, 'kind' | 'activity' | 'mode' | 'machine'>, activityBase: string) {
  if (row.kind === 'scenario') {
    const def = scenarioDef(row.activity);
    const languages = Object.keys(LANGUAGE_TAGS) as Language[];
    // A plant machine's work order is named as the record keeps it (its machine may be changed or gone since).
    const job = row.machine?.job ?? def?.job;
    const name = Object.fromEntries(languages.map((l) => [LANGUAGE_TAGS[l], job ? localized(job, l) : row.activity]));
    const machine = row.machine;
    return {
      id: `${activityBase}/cenarios/${encodeURIComponent(row.activity)}`,
      name,
      type: row.mode === 'avaliacao' ? 'http://adlnet.gov/expapi/activities/assessment' : 'http://adlnet.gov/expapi/activities/simulation',
      // The plant's machine it is on, by name and the version trained on (docs/xapi.md).
      ...(machine && {
        description: Object.fromEntries(languages.map((l) => [LANGUAGE_TAGS[l], `${localized(machine.name, l)} (${machine.id}, ${VERSION_WORD[l]} ${machine.revision})`])),
        extensions: { [extensionIris(activityBase).machine]: { id: machine.id, revision: machine.revision, name: Object.fromEntries(languages.map((l) => [LANGUAGE_TAGS[l], localized(machine.name, l)])) } },
      }),
    };
  }
  const key = row.kind === 'simulator' ? 'simulador' : 'desafio';
  return {
    id: `${activityBase}/${key}`,
    name: Object.fromEntries(Object.entries(NAMES[key]).map(([l, text]) => [LANGUAGE_TAGS[l as Language], text])),
    type: row.kind === 'simulator' ? 'http://adlnet.gov/expapi/activities/simulation' : 'http://activitystrea.ms/schema/1.0/game',
  };
}

/**
 * The statements of one finished attempt (a trainee deleted since has an empty name: the account alone): `passed` or `failed` for an assessment, `completed`
 * for practice, the guided simulator and the challenge; the trainee as an account of the
 * deployment (an unnamed trainee as this device's anonymous account); score, success,
 * completion and duration; language, rule set, seed and mode as context, the mistakes with
 * their clauses as a result extension.
 */
export async function attemptStatements(row: AttemptRow, trainee: Pick<Trainee, 'id' | 'name'> | null, at: StatementContext): Promise<Statement[]> {
  const ext = extensionIris(at.activityBase);
  const verb = row.mode === 'avaliacao' ? (row.passed ? VERBS.passed : VERBS.failed) : VERBS.completed;
  const activity = activityOf(row, at.activityBase);
  const actor = trainee
    ? { objectType: 'Agent' as const, ...(trainee.name && { name: trainee.name }), account: { homePage: at.homePage, name: trainee.id } }
    : { objectType: 'Agent' as const, account: { homePage: at.homePage, name: `anonymous-${at.deviceId}` } };
  const statement: Statement = {
    id: await stableUuid(`loto-trainer:${row.id}:${verb.id}`),
    actor,
    verb,
    object: {
      objectType: 'Activity',
      id: activity.id,
      definition: { name: activity.name, ...('description' in activity && { description: activity.description }), type: activity.type, ...('extensions' in activity && { extensions: activity.extensions }) },
    },
    result: {
      score: { scaled: Math.round(row.score) / 100, raw: Math.round(row.score), min: 0, max: 100 },
      ...(row.passed !== null && { success: row.passed }),
      completion: true,
      duration: isoDuration(row.finishedAt - row.startedAt),
      extensions: { [ext.mistakes]: row.mistakes.map((m) => ({ code: m.code, step: m.step, critical: m.critical, clause: m.clause })) },
    },
    context: {
      platform: 'LOTO Trainer',
      language: LANGUAGE_TAGS[row.language],
      contextActivities: { parent: [{ objectType: 'Activity', id: `${at.activityBase}/`, definition: { name: { 'en-US': 'LOTO Trainer' } } }] },
      // Only what the attempt has: the simulator has no rule set, seed or mode.
      extensions: Object.fromEntries(
        Object.entries({
          [ext.attempt]: row.id,
          [ext.ruleSet]: row.ruleSet,
          [ext.seed]: row.seed,
          [ext.mode]: row.mode === 'avaliacao' ? 'assessment' : row.mode === 'pratica' ? 'practice' : null,
        }).filter(([, value]) => value !== null),
      ),
    },
    timestamp: new Date(row.finishedAt).toISOString(),
  };
  return [statement];
}

/** "Periodic inspection of the lockout procedure", in each language, for an inspection's activity name. */
const INSPECTION_NAME: Record<Language, string> = {
  pt: 'Inspeção periódica do procedimento de bloqueio',
  en: 'Periodic inspection of the lockout procedure',
  es: 'Inspección periódica del procedimiento de bloqueo',
  fr: 'Inspection périodique de la procédure de consignation',
  de: 'Wiederkehrende Prüfung der Freischaltanweisung',
};

/** Where an inspection's statement points: its id, and the account its inspector is named by. */
export type InspectionContext = Pick<StatementContext, 'activityBase' | 'homePage'>;

/**
 * The statement of one periodic inspection (OSHA 1910.147(c)(6), docs/xapi.md): ADL `completed`
 * by the inspector (named, as an account of the deployment by name: an inspector has no trainee
 * id), on the activity `<activityBase>/procedures/<machine>/v<version>/inspection`; success when
 * no deviation was found; the date, the employees reviewed, tagout and the deviations with their
 * actions as a result extension. Its id comes from the inspection's id alone, so a resend is
 * recognised by the LRS and never stored twice.
 */
export async function inspectionStatement(row: InspectionRow, at: InspectionContext): Promise<Statement> {
  const { data } = row;
  const ext = extensionIris(at.activityBase);
  const languages = Object.keys(LANGUAGE_TAGS) as Language[];
  return {
    id: await stableUuid(`loto-trainer:inspection:${row.id}`),
    actor: { objectType: 'Agent', name: data.inspector.name, account: { homePage: at.homePage, name: data.inspector.name } },
    verb: VERBS.completed,
    object: {
      objectType: 'Activity',
      id: `${at.activityBase}/procedures/${encodeURIComponent(data.machineId)}/v${data.procedureVersion}/inspection`,
      definition: {
        name: Object.fromEntries(languages.map((l) => [LANGUAGE_TAGS[l], `${INSPECTION_NAME[l]}: ${localized(data.machineName, l) || data.machineId} (${VERSION_WORD[l]} ${data.procedureVersion})`])),
        type: 'http://adlnet.gov/expapi/activities/performance',
        extensions: { [ext.machine]: { id: data.machineId, name: Object.fromEntries(languages.map((l) => [LANGUAGE_TAGS[l], localized(data.machineName, l)])) } },
      },
    },
    result: {
      success: data.deviations.length === 0,
      completion: true,
      extensions: {
        [ext.inspection]: {
          date: data.date,
          inspectorRole: data.inspector.role,
          employees: data.employees.map((e) => ({ name: e.name, kind: e.kind })),
          tagout: data.tagout,
          observed: data.observed,
          deviations: data.deviations.map((d) => ({ found: d.found, action: d.action })),
        },
      },
    },
    context: {
      platform: 'LOTO Trainer',
      contextActivities: { parent: [{ objectType: 'Activity', id: `${at.activityBase}/`, definition: { name: { 'en-US': 'LOTO Trainer' } } }] },
      extensions: { [ext.inspectionId]: row.id },
    },
    timestamp: new Date(data.recordedAt).toISOString(),
  };
}
