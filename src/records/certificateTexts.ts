/**
 * Every label and sentence printed on a certificate, in each of the five languages. Terms follow
 * locales/GLOSSARY.md. A text with `{{n}}` takes a number already formatted for the language.
 */
import type { Language } from '../rules/language';
import type { RuleSetId } from '../rules/ruleSet';

/** A phrase with a number, in the plural forms the language needs (chosen with Intl.PluralRules). */
export interface PluralText {
  readonly one: string;
  readonly other: string;
}

/** The texts of one certificate, all in the certificate's language. */
export interface CertificateTexts {
  /** BCP 47 tag for dates and numbers (pt-BR, en-US, es-ES, fr-FR, de-DE). */
  readonly locale: string;
  /** The heading: "Certificate of Training". */
  readonly title: string;
  /** Before the trainee's name: "This is to certify that". */
  readonly certifies: string;
  /** After the name, before the course: "has completed the training". */
  readonly completed: string;
  /** The course: lockout/tagout/try-out. */
  readonly courseName: string;
  readonly employeeNo: string;
  readonly company: string;
  readonly site: string;
  /** Between a label and its value: ': ' (French: no-break space, colon, space). */
  readonly colon: string;
  /** Label of the workload (NR-1 1.7.1.1: carga horária). */
  readonly workload: string;
  /** The workload, `{{n}}` hours. */
  readonly hours: PluralText;
  readonly date: string;
  readonly place: string;
  /** Heading of the syllabus lines. */
  readonly syllabus: string;
  /** Heading of the assessments passed, and its columns. */
  readonly assessments: string;
  readonly assessment: string;
  readonly ruleSet: string;
  readonly score: string;
  readonly assessmentDate: string;
  /** Shown when the certificate lists no assessment. */
  readonly noAssessments: string;
  /** The rule sets' short names. */
  readonly ruleSetNames: Readonly<Record<RuleSetId, string>>;
  /** In the rule set column for an activity without one (the challenge). */
  readonly noRuleSet: string;
  /** Roles under the signature lines. */
  readonly traineeSignature: string;
  readonly instructor: string;
  readonly technicalLead: string;
  /** "Certificate ID". */
  readonly identifier: string;
  /** "Issued on". */
  readonly issued: string;
  /** "Signing key" (its fingerprint follows). */
  readonly signingKey: string;
  /** How to verify, next to the QR code. */
  readonly verify: string;
  /** The honest limit of a simulator (NR-1 Annex II, item 2.5). */
  readonly simulationNotice: string;
  /** A syllabus the records page can offer by default: what this site teaches. */
  readonly defaultSyllabus: readonly string[];
}

/** The rule sets' short names (the same in every language). */
export const RULE_SET_NAMES: Readonly<Record<RuleSetId, string>> = {
  osha: 'OSHA 29 CFR 1910.147 + NFPA 70E',
  nr: 'NR-10 / NR-12',
  vde: 'DIN VDE 0105-100 / BetrSichV',
  rd614: 'RD 614/2001 / RD 1215/1997',
  nfc18510: 'NF C18-510 + INRS ED 6109',
};

/** The certificate's texts in the five languages. */
export const CERTIFICATE_TEXTS: Readonly<Record<Language, CertificateTexts>> = {
  pt: {
    locale: 'pt-BR',
    colon: ': ',
    title: 'Certificado de treinamento',
    certifies: 'Certificamos que',
    completed: 'concluiu o treinamento',
    courseName: 'Bloqueio, etiquetagem e teste (LOTOTO): controle de energias perigosas',
    employeeNo: 'Matrícula',
    company: 'Empresa',
    site: 'Unidade',
    workload: 'Carga horária',
    hours: { one: '{{n}} hora', other: '{{n}} horas' },
    date: 'Data',
    place: 'Local',
    syllabus: 'Conteúdo programático',
    assessments: 'Avaliações aprovadas',
    assessment: 'Avaliação',
    ruleSet: 'Conjunto de regras',
    score: 'Nota',
    assessmentDate: 'Data',
    noAssessments: 'Nenhuma avaliação registrada.',
    ruleSetNames: RULE_SET_NAMES,
    noRuleSet: '—',
    traineeSignature: 'Trabalhador',
    instructor: 'Instrutor',
    technicalLead: 'Responsável técnico',
    identifier: 'Identificador',
    issued: 'Emitido em',
    signingKey: 'Chave de assinatura',
    verify:
      'Para conferir a autenticidade, leia o código QR: a página de verificação confere a assinatura digital no próprio navegador, sem enviar os dados a nenhum servidor.',
    simulationNotice:
      'Treinamento realizado em simulador. A simulação não substitui o treinamento prático no equipamento real: as atividades práticas obrigatórias continuam sendo as que cada NR estabelece (NR-1, Anexo II, item 2.5).',
    defaultSyllabus: [
      'Energias perigosas: os tipos de energia e onde estão na máquina',
      'Sequência de bloqueio e etiquetagem conforme o conjunto de regras',
      'Energia acumulada: aliviar, drenar e calçar partes elevadas',
      'Teste de partida e constatação da ausência de tensão',
      'Bloqueio em grupo, troca de turno e restabelecimento da energia',
    ],
  },
  en: {
    locale: 'en-US',
    colon: ': ',
    title: 'Certificate of Training',
    certifies: 'This is to certify that',
    completed: 'has completed the training',
    courseName: 'Lockout/tagout/try-out (LOTOTO): control of hazardous energy',
    employeeNo: 'Employee no.',
    company: 'Company',
    site: 'Site',
    workload: 'Training hours',
    hours: { one: '{{n}} hour', other: '{{n}} hours' },
    date: 'Date',
    place: 'Place',
    syllabus: 'Course content',
    assessments: 'Assessments passed',
    assessment: 'Assessment',
    ruleSet: 'Rule set',
    score: 'Score',
    assessmentDate: 'Date',
    noAssessments: 'No assessment recorded.',
    ruleSetNames: RULE_SET_NAMES,
    noRuleSet: '—',
    traineeSignature: 'Trainee',
    instructor: 'Instructor',
    technicalLead: 'Technical lead',
    identifier: 'Certificate ID',
    issued: 'Issued',
    signingKey: 'Signing key',
    verify:
      'To check that this certificate is authentic, scan the QR code: the verification page checks the digital signature in your browser, without sending the data to any server.',
    simulationNotice:
      'Training done on a simulator. The simulation does not replace practical training on the real equipment: mandatory practical activities remain those each regulation requires (in Brazil, NR-1, Annex II, item 2.5).',
    defaultSyllabus: [
      'Hazardous energy: the energy types and where they are on a machine',
      'The lockout/tagout sequence under the chosen rule set',
      'Stored energy: bleed, drain and block raised parts',
      'Try-out and test for absence of voltage',
      'Group lockout, shift change and restoring energy',
    ],
  },
  es: {
    locale: 'es-ES',
    colon: ': ',
    title: 'Certificado de formación',
    certifies: 'Se certifica que',
    completed: 'ha completado la formación',
    courseName: 'Bloqueo, etiquetado y prueba (LOTOTO): control de energías peligrosas',
    employeeNo: 'N.º de empleado',
    company: 'Empresa',
    site: 'Centro de trabajo',
    workload: 'Duración',
    hours: { one: '{{n}} hora', other: '{{n}} horas' },
    date: 'Fecha',
    place: 'Lugar',
    syllabus: 'Contenidos',
    assessments: 'Evaluaciones superadas',
    assessment: 'Evaluación',
    ruleSet: 'Normativa',
    score: 'Puntuación',
    assessmentDate: 'Fecha',
    noAssessments: 'No consta ninguna evaluación.',
    ruleSetNames: RULE_SET_NAMES,
    noRuleSet: '—',
    traineeSignature: 'Trabajador',
    instructor: 'Formador',
    technicalLead: 'Responsable técnico',
    identifier: 'Identificador',
    issued: 'Emitido el',
    signingKey: 'Clave de firma',
    verify:
      'Para comprobar la autenticidad, escanee el código QR: la página de verificación comprueba la firma digital en su navegador, sin enviar los datos a ningún servidor.',
    simulationNotice:
      'Formación realizada en un simulador. La simulación no sustituye la formación práctica en el equipo real: las actividades prácticas obligatorias siguen siendo las que fija cada normativa (en Brasil, NR-1, anexo II, punto 2.5).',
    defaultSyllabus: [
      'Energías peligrosas: los tipos de energía y dónde están en la máquina',
      'Secuencia de bloqueo y etiquetado según la normativa elegida',
      'Energía almacenada: purgar, drenar y calzar partes elevadas',
      'Prueba de arranque y verificación de la ausencia de tensión',
      'Bloqueo en grupo, cambio de turno y restablecimiento de la energía',
    ],
  },
  fr: {
    locale: 'fr-FR',
    colon: '\u00a0: ',
    title: 'Attestation de formation',
    certifies: 'Nous attestons que',
    completed: 'a suivi la formation',
    courseName: 'Consignation (LOTO) : maîtrise des énergies dangereuses',
    employeeNo: 'Matricule',
    company: 'Entreprise',
    site: 'Site',
    workload: 'Durée',
    hours: { one: '{{n}} heure', other: '{{n}} heures' },
    date: 'Date',
    place: 'Lieu',
    syllabus: 'Programme',
    assessments: 'Évaluations réussies',
    assessment: 'Évaluation',
    ruleSet: 'Référentiel',
    score: 'Score',
    assessmentDate: 'Date',
    noAssessments: 'Aucune évaluation enregistrée.',
    ruleSetNames: RULE_SET_NAMES,
    noRuleSet: '—',
    traineeSignature: 'Stagiaire',
    instructor: 'Formateur',
    technicalLead: 'Responsable technique',
    identifier: 'Identifiant',
    issued: 'Délivrée le',
    signingKey: 'Clé de signature',
    verify:
      'Pour vérifier l’authenticité de cette attestation, scannez le code QR : la page de vérification contrôle la signature numérique dans votre navigateur, sans envoyer les données à un serveur.',
    simulationNotice:
      'Formation suivie sur simulateur. La simulation ne remplace pas la formation pratique sur l’équipement réel : les activités pratiques obligatoires restent celles que fixe chaque réglementation (au Brésil, NR-1, annexe II, point 2.5).',
    defaultSyllabus: [
      'Énergies dangereuses : les types d’énergie et où elles se trouvent sur une machine',
      'Les étapes de la consignation selon le référentiel choisi',
      'Énergie accumulée : purger, vidanger et caler les pièces levées',
      'Essai de démarrage et vérification d’absence de tension (VAT)',
      'Consignation collective, changement d’équipe et remise en service',
    ],
  },
  de: {
    locale: 'de-DE',
    colon: ': ',
    title: 'Schulungsnachweis',
    certifies: 'Hiermit wird bestätigt, dass',
    completed: 'die folgende Schulung abgeschlossen hat:',
    courseName: 'Lockout/Tagout/Try-out (LOTOTO): Beherrschung gefährlicher Energien',
    employeeNo: 'Personalnummer',
    company: 'Unternehmen',
    site: 'Standort',
    workload: 'Dauer',
    hours: { one: '{{n}} Stunde', other: '{{n}} Stunden' },
    date: 'Datum',
    place: 'Ort',
    syllabus: 'Schulungsinhalte',
    assessments: 'Bestandene Prüfungen',
    assessment: 'Prüfung',
    ruleSet: 'Regelwerk',
    score: 'Ergebnis',
    assessmentDate: 'Datum',
    noAssessments: 'Keine Prüfung erfasst.',
    ruleSetNames: RULE_SET_NAMES,
    noRuleSet: '—',
    traineeSignature: 'Teilnehmer/in',
    instructor: 'Schulungsleitung',
    technicalLead: 'Technische Leitung',
    identifier: 'Nachweis-Nr.',
    issued: 'Ausgestellt am',
    signingKey: 'Signaturschlüssel',
    verify:
      'Zur Prüfung der Echtheit den QR-Code scannen: Die Prüfseite kontrolliert die digitale Signatur direkt im Browser, ohne Daten an einen Server zu senden.',
    simulationNotice:
      'Schulung am Simulator. Die Simulation ersetzt nicht die praktische Unterweisung an der realen Anlage: Vorgeschriebene praktische Übungen richten sich weiterhin nach der jeweils geltenden Vorschrift (in Brasilien NR-1, Anhang II, Nr. 2.5).',
    defaultSyllabus: [
      'Gefährliche Energien: die Energiearten und wo sie an der Maschine auftreten',
      'Die Lockout/Tagout-Reihenfolge nach dem gewählten Regelwerk',
      'Gespeicherte Energie: entlasten, ablassen, angehobene Teile unterbauen',
      'Einschaltversuch und Spannungsfreiheit feststellen',
      'Gruppensperre, Schichtwechsel und Wiedereinschalten',
    ],
  },
};

/** `{{n}}` hours in the plural form the language needs. */
export function formatHours(texts: CertificateTexts, hours: number): string {
  const n = new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 1 }).format(hours);
  const form = new Intl.PluralRules(texts.locale).select(hours) === 'one' ? texts.hours.one : texts.hours.other;
  return form.replace('{{n}}', n);
}

/** A score out of 100 as the language writes a percentage (92%, 92 %). */
export function formatScore(texts: CertificateTexts, score: number): string {
  return new Intl.NumberFormat(texts.locale, { style: 'percent', maximumFractionDigits: 1 }).format(score / 100);
}

/**
 * The calendar date of an ISO 8601 date-time as the issuer wrote it (its own offset, not the
 * reader's time zone), in the language's long form: 20 de novembro de 2026, November 20, 2026.
 */
export function formatCertificateDate(locale: string, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (!m) return iso;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** An ISO 8601 date-time with the device's own offset (2026-11-20T23:30:00-03:00), so the date written is the local date. */
export function localIsoDateTime(date: Date): string {
  const pad = (n: number) => String(Math.trunc(Math.abs(n))).padStart(2, '0');
  const offset = -date.getTimezoneOffset();
  const sign = offset >= 0 ? '+' : '-';
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(offset / 60)}:${pad(offset % 60)}`
  );
}
