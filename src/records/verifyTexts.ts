/**
 * The shape of the certificate verification page's texts (/verificar): the `verify` section of
 * locales/*.json, plain strings with {{placeholders}}, loaded with the page.
 */

/** Every text of the verification page. */
export interface VerifyTexts {
  readonly title: string;
  readonly intro: string;
  readonly checking: string;
  readonly status: {
    readonly valid: { readonly title: string; readonly text: string };
    readonly unknownKey: { readonly title: string; readonly text: string };
    readonly altered: { readonly title: string; readonly text: string };
    readonly notACertificate: { readonly title: string };
  };
  /** Why a fragment is not a certificate. */
  readonly reasons: {
    readonly empty: string;
    readonly too_large: string;
    readonly not_base64: string;
    readonly not_json: string;
    readonly not_a_certificate: string;
  };
  readonly meaning: {
    readonly proves: string;
    /** {{keyId}} */
    readonly provesText: string;
    readonly notProves: string;
    readonly inPerson: string;
    readonly keyCopied: string;
    readonly competence: string;
  };
  readonly fields: {
    readonly heading: string;
    /** Above the data of a certificate whose signature does not match. */
    readonly untrusted: string;
    readonly id: string;
    readonly issued: string;
    readonly language: string;
    readonly trainee: string;
    readonly employeeNo: string;
    readonly company: string;
    readonly site: string;
    readonly workload: string;
    readonly hoursOne: string;
    readonly hoursOther: string;
    readonly place: string;
    readonly syllabus: string;
    readonly instructor: string;
    readonly technicalLead: string;
    readonly assessments: string;
    readonly assessment: string;
    readonly ruleSet: string;
    readonly score: string;
    readonly date: string;
    readonly noAssessments: string;
    readonly key: string;
    readonly keyKnown: string;
    readonly keyUnknown: string;
    readonly none: string;
  };
}

/** Replaces each {{name}} in a text with its value. */
export function fill(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all);
}
