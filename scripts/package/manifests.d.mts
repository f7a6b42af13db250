export type PackageKind = 'scorm12' | 'scorm2004' | 'cmi5';

/** One of the five languages of the site. */
export type PackageLanguage = 'pt' | 'en' | 'es' | 'fr' | 'de';

/** A text in the languages its file has, the file's first language first (as src/rules/machine.ts has it). */
export type PackageText = Readonly<Partial<Record<PackageLanguage, string>>>;

/** A work order as the packager names it, in each language its machine file gives. */
export interface KnownScenario {
  readonly id: string;
  /** The machine's name, e.g. 'Bomba centrífuga P-101'. */
  readonly name: PackageText;
  /** The job, e.g. 'Trocar o rolamento do lado acoplado da bomba P-101'. */
  readonly job: PackageText;
}

/** A title and description in one language, with its tag ('pt-BR', 'en', …). */
export interface PackageTranslation {
  readonly tag: string;
  readonly title: string;
  readonly description: string;
}

/** What the app's data allows a lesson to name (scripts/package.mjs reads it from src/rules). */
export interface KnownLessons {
  readonly scenarios: readonly KnownScenario[];
  readonly ruleSets: readonly string[];
  readonly maxSeed: number;
}

/** The lesson a package opens on. */
export interface Lesson {
  readonly kind: 'simulator' | 'challenge' | 'scenario';
  /** The route, as src/platform/launch.ts parses it, e.g. '/cenarios/bomba-p101?semente=424242&modo=avaliacao'. */
  readonly route: string;
  readonly scenario: KnownScenario | null;
  readonly ruleSet: string | null;
  readonly seed: number | null;
}

export interface PackageOptions {
  readonly lesson: Lesson;
  /** 0–1. */
  readonly mastery: number;
  /** The title and description in the chosen language (`--language`, default pt): what SCORM carries. */
  readonly title: string;
  readonly description: string;
  /** What cmi5 carries: every language for the default texts (the chosen one first), the chosen one for a given title. */
  readonly translations: readonly PackageTranslation[];
  /** The origin of a record store the cmi5 package may also reach (`--lrs`, for a plain http: one), or null. */
  readonly lrs: string | null;
  readonly id: string;
  readonly out: string;
}

export interface ManifestInput {
  readonly id: string;
  readonly title: string;
  readonly mastery: number;
  /** Every file of the package but the manifest and the schemas, relative, '/'-separated. */
  readonly files: readonly string[];
}

export const PACKAGE_KINDS: readonly PackageKind[];
export const ZIP_NAMES: Record<PackageKind, string>;
export const MANIFEST_NAMES: Record<PackageKind, string>;
export const DEFAULT_LESSON: string;
export const DEFAULT_SCENARIO_SEED: number;
export const DEFAULT_MASTERY: number;
export const DEFAULT_OUT: string;
export class PackageOptionError extends Error {}
export function escapeXml(text: string): string;
export function parseLessonOption(spec: string, known: KnownLessons): Lesson;
export const PACKAGE_LANGUAGES: readonly PackageLanguage[];
export const LANGUAGE_TAGS: Record<PackageLanguage, string>;
export function defaultTexts(lesson: Lesson, language?: PackageLanguage): { title: string; description: string };
export function lrsOriginOf(text: string): string;
export function defaultId(lesson: Lesson): string;
export function parseOptions(argv: readonly string[], known: KnownLessons): PackageOptions;
export function scorm12Manifest(input: ManifestInput): string;
export function scorm2004Manifest(input: ManifestInput): string;
export function cmi5Manifest(input: ManifestInput & { description: string; translations?: readonly PackageTranslation[] }): string;
export function manifestFor(kind: PackageKind, input: ManifestInput & { description: string; translations?: readonly PackageTranslation[] }): string;
export function isPackaged(path: string): boolean;
export function packagedCsp(siteCsp: string, kind: PackageKind, lrsOrigin?: string | null): string;
export function launchPage(html: string, input: { kind: PackageKind; lesson: string; csp: string }): string;
export function localReferences(html: string): string[];
