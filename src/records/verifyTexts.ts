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
  /** A lockout placard's QR code (issue 26): /verificar#placa=… and the banner of the practice it opens. */
  readonly placard: PlacardVerifyTexts;
}

/** The texts of a placard's verification. */
export interface PlacardVerifyTexts {
  readonly title: string;
  readonly intro: string;
  readonly paste: { readonly hint: string; readonly label: string; readonly button: string; readonly invalid: string };
  /** {{keyId}} in each text. */
  readonly status: Record<'valid' | 'unknownKey' | 'altered', { readonly title: string; readonly text: string }>;
  readonly fields: { readonly heading: string; readonly machine: string; readonly version: string; readonly approvedBy: string; readonly date: string; readonly reviewBy: string; readonly key: string };
  /** What this device holds of the procedure: {{version}}, {{current}}. */
  readonly device: { readonly matches: string; readonly differs: string; readonly outdated: string; readonly current: string };
  /** One line: {{version}}, {{name}}, {{current}}. */
  readonly banner: { readonly valid: string; readonly unknownKey: string; readonly altered: string; readonly outdated: string; readonly details: string; readonly close: string };
}

/** Replaces each {{name}} in a text with its value. */
export function fill(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all);
}
