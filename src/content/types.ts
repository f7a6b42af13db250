/**
 * The shape of the long-form content pages (/conhecimento, /exemplos), one JSON file per language
 * in `locales/knowledge/` and `locales/examples/`. Texts are plain strings (no HTML, no Markdown):
 * the page renders them as paragraphs and lists.
 */
import type { StepId } from '../rules/ruleSet';

/** Where a section sends the trainee to practise it. */
export type Practice = 'simulator' | 'challenge' | 'scenarios' | `scenario:${string}`;

/** The drawn illustrations a section may show (src/ui/content/figures.tsx). */
export type FigureId = 'isolation-point' | 'group-lockbox' | 'stored-energy' | 'try-out' | 'roles' | 'shift-change' | 'tag-only' | 'approach-boundaries';

/** One term and its explanation (a definition list row). */
export interface Item {
  readonly term: string;
  readonly text: string;
}

/** One section of the knowledge page. */
export interface KnowledgeSection {
  /** A stable anchor, the same in every language (lower-case, hyphens). */
  readonly id: string;
  readonly title: string;
  readonly paragraphs: readonly string[];
  readonly items?: readonly Item[];
  /** The clauses the section rests on, as cited (e.g. "29 CFR 1910.147(e)(3)"). */
  readonly clauses?: readonly string[];
  readonly practice?: Practice;
  readonly figure?: FigureId;
}

/** The eleven energy types, keyed like the challenge's (e1 electrical … e11 gravitational). */
export type EnergyKey = 'e1' | 'e2' | 'e3' | 'e4' | 'e5' | 'e6' | 'e7' | 'e8' | 'e9' | 'e10' | 'e11';

/** What an energy type looks like on a real machine, and how it is controlled. */
export interface EnergyText {
  readonly where: string;
  readonly control: string;
}

/** locales/knowledge/<language>.json */
export interface KnowledgeContent {
  readonly intro: string;
  readonly sections: readonly KnowledgeSection[];
  /** Shown as the "energy types" section's table; the names come from the challenge's texts. */
  readonly energies: Readonly<Record<EnergyKey, EnergyText>>;
}

/** A public report a case study is drawn from. */
export interface Source {
  /** e.g. "U.S. Chemical Safety Board", "NIOSH FACE", "OSHA". */
  readonly publisher: string;
  /** The report's own title, in its own language. */
  readonly title: string;
  /** Its number or inspection id, when it has one. */
  readonly reference?: string;
  /** Its public address. */
  readonly url: string;
  /** Year of the report. */
  readonly year: number;
}

/** One case study of the examples page. */
export interface CaseStudy {
  readonly id: string;
  readonly title: string;
  /** Industry, place and year, one line. */
  readonly setting: string;
  /** What happened, in order. */
  readonly happened: readonly string[];
  /** What went wrong, one point each. */
  readonly wrong: readonly string[];
  /** Which step would have prevented it, and how. */
  readonly prevention: string;
  /** The lockout steps it is about (the scenario model's step ids). */
  readonly steps: readonly StepId[];
  readonly clauses: readonly string[];
  readonly source: Source;
  readonly practice: Practice;
}

/** locales/examples/<language>.json */
export interface ExamplesContent {
  readonly intro: string;
  readonly cases: readonly CaseStudy[];
}
