export type PackageKind = 'scorm12' | 'scorm2004' | 'cmi5';

/** A work order as the packager names it (in Portuguese, the site's default language). */
export interface KnownScenario {
  readonly id: string;
  /** The machine's name, e.g. 'Bomba centrífuga P-101'. */
  readonly name: string;
  /** The job, e.g. 'Trocar o rolamento do lado acoplado da bomba P-101'. */
  readonly job: string;
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
  /** The route, as src/lms/launch.ts parses it, e.g. '/cenarios/bomba-p101?semente=424242&modo=avaliacao'. */
  readonly route: string;
  readonly scenario: KnownScenario | null;
  readonly ruleSet: string | null;
  readonly seed: number | null;
}

export interface PackageOptions {
  readonly lesson: Lesson;
  /** 0–1. */
  readonly mastery: number;
  readonly title: string;
  readonly description: string;
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
export function defaultTexts(lesson: Lesson): { title: string; description: string };
export function defaultId(lesson: Lesson): string;
export function parseOptions(argv: readonly string[], known: KnownLessons): PackageOptions;
export function scorm12Manifest(input: ManifestInput): string;
export function scorm2004Manifest(input: ManifestInput): string;
export function cmi5Manifest(input: ManifestInput & { description: string }): string;
export function manifestFor(kind: PackageKind, input: ManifestInput & { description: string }): string;
export function isPackaged(path: string): boolean;
export function packagedCsp(siteCsp: string, kind: PackageKind): string;
export function launchPage(html: string, input: { kind: PackageKind; lesson: string; csp: string }): string;
export function localReferences(html: string): string[];
