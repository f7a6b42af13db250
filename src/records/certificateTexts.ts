/**
 * Every label and sentence printed on a certificate, in each of the five languages. Terms follow
 * locales/GLOSSARY.md. A text with `{{n}}` takes a number already formatted for the language.
 */
import type { Language } from '../rules/language';
import type { EnergyKind } from '../rules/machine';
import type { RuleSetId } from '../rules/ruleSet';
import type { TraineeRole } from './types';

/** What a passed work order exercised, one syllabus line each (syllabus.ts derives them). */
export const SYLLABUS_TOPICS = ['energy', 'sequence', 'release', 'restrain', 'coasting', 'tryOut', 'voltage', 'earth', 'cover', 'group', 'colleague', 'restore'] as const;
/** One syllabus topic. */
export type SyllabusTopic = (typeof SYLLABUS_TOPICS)[number];

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
  /** Label of the training date when the assessments were on one day, and of the range when on several. */
  readonly trainingDate: string;
  readonly trainingDates: string;
  /** Label of the practice time recorded in the simulator, beside the stated workload. */
  readonly practice: string;
  /** A duration's parts: `{{n}}` hours, minutes, seconds. */
  readonly duration: { readonly h: string; readonly min: string; readonly s: string };
  /** Label of the role trained, and the roles (OSHA 1910.147(c)(7)(i)). */
  readonly role: string;
  readonly roles: Readonly<Record<TraineeRole, string>>;
  /** The syllabus lines, one per topic a passed work order exercised; `energy` takes `{{list}}` of energies, `sequence` `{{list}}` of rule sets. */
  readonly topics: Readonly<Record<SyllabusTopic, string>>;
  /** The kinds of energy as the `energy` line lists them. */
  readonly energyNames: Readonly<Record<EnergyKind, string>>;
  /** Joins the last two items of a list ("and"). */
  readonly and: string;
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
    trainingDate: 'Data do treinamento',
    trainingDates: 'Período do treinamento',
    practice: 'Prática registrada no simulador',
    duration: { h: '{{n}} h', min: '{{n}} min', s: '{{n}} s' },
    role: 'Função',
    roles: { authorized: 'Trabalhador autorizado', affected: 'Trabalhador afetado', other: 'Outro trabalhador da área' },
    topics: {
      energy: 'Energias perigosas: {{list}}',
      sequence: 'Sequência de bloqueio e etiquetagem conforme {{list}}',
      release: 'Energia acumulada: alívio e drenagem, com o manômetro lido em zero',
      restrain: 'Partes elevadas calçadas contra a queda',
      coasting: 'Espera pela parada total das partes que giram por inércia',
      tryOut: 'Teste de partida nos comandos depois do isolamento',
      voltage: 'Constatação da ausência de tensão com detector testado antes e depois',
      earth: 'Aterramento temporário e curto-circuito',
      cover: 'Proteção das partes vivas adjacentes',
      group: 'Bloqueio em grupo: caixa de bloqueio coletivo e o cadeado de cada membro da equipe',
      colleague: 'Cadeado de um colega já instalado: mantido até o dono retirá-lo',
      restore: 'Restabelecimento da energia: área liberada, cadeados e etiquetas retirados, partida avisada',
    },
    energyNames: { electrical: 'elétrica', hydraulic: 'hidráulica', pneumatic: 'pneumática', gravity: 'gravitacional', kinetic: 'cinética', spring: 'de mola', thermal: 'térmica', chemical: 'química' },
    and: ' e ',
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
    trainingDate: 'Training date',
    trainingDates: 'Training dates',
    practice: 'Practice recorded on the simulator',
    duration: { h: '{{n}} h', min: '{{n}} min', s: '{{n}} s' },
    role: 'Role',
    roles: { authorized: 'Authorized employee', affected: 'Affected employee', other: 'Other employee' },
    topics: {
      energy: 'Hazardous energy: {{list}}',
      sequence: 'The lockout/tagout sequence under {{list}}',
      release: 'Stored energy: bleeding and draining, with the gauge read at zero',
      restrain: 'Raised parts blocked against falling',
      coasting: 'Waiting for coasting parts to come to a standstill',
      tryOut: 'Try-out at the start controls after isolation',
      voltage: 'Test for absence of voltage with a tester proven before and after',
      earth: 'Temporary earthing and short-circuiting',
      cover: 'Covering adjacent live parts',
      group: 'Group lockout: a group lockbox and each crew member’s own lock',
      colleague: 'A colleague’s lock already in place: left for its owner to remove',
      restore: 'Restoring energy: area cleared, locks and tags removed, restart announced',
    },
    energyNames: { electrical: 'electrical', hydraulic: 'hydraulic', pneumatic: 'pneumatic', gravity: 'gravity', kinetic: 'kinetic', spring: 'spring', thermal: 'thermal', chemical: 'chemical' },
    and: ' and ',
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
    trainingDate: 'Fecha de la formación',
    trainingDates: 'Fechas de la formación',
    practice: 'Práctica registrada en el simulador',
    duration: { h: '{{n}} h', min: '{{n}} min', s: '{{n}} s' },
    role: 'Función',
    roles: { authorized: 'Trabajador autorizado', affected: 'Trabajador afectado', other: 'Otro trabajador' },
    topics: {
      energy: 'Energías peligrosas: {{list}}',
      sequence: 'Secuencia de bloqueo y etiquetado según {{list}}',
      release: 'Energía almacenada: purga y drenaje, con el manómetro a cero',
      restrain: 'Partes elevadas calzadas contra la caída',
      coasting: 'Espera hasta la parada total de las partes que giran por inercia',
      tryOut: 'Prueba de arranque en los mandos tras el aislamiento',
      voltage: 'Verificación de la ausencia de tensión con un detector comprobado antes y después',
      earth: 'Puesta a tierra y en cortocircuito',
      cover: 'Protección frente a los elementos en tensión próximos',
      group: 'Bloqueo en grupo: caja de bloqueo colectivo y el candado de cada miembro del equipo',
      colleague: 'Candado de un compañero ya colocado: se deja hasta que lo retire su dueño',
      restore: 'Restablecimiento de la energía: zona despejada, candados y etiquetas retirados, arranque avisado',
    },
    energyNames: { electrical: 'eléctrica', hydraulic: 'hidráulica', pneumatic: 'neumática', gravity: 'gravitatoria', kinetic: 'cinética', spring: 'de resortes', thermal: 'térmica', chemical: 'química' },
    and: ' y ',
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
    trainingDate: 'Date de la formation',
    trainingDates: 'Dates de la formation',
    practice: 'Pratique enregistrée sur le simulateur',
    duration: { h: '{{n}} h', min: '{{n}} min', s: '{{n}} s' },
    role: 'Rôle',
    roles: { authorized: 'Intervenant autorisé (consignation)', affected: 'Salarié concerné', other: 'Autre salarié' },
    topics: {
      energy: 'Énergies dangereuses\u00a0: {{list}}',
      sequence: 'Les étapes de la consignation selon {{list}}',
      release: 'Énergie accumulée\u00a0: purge et vidange, manomètre lu à zéro',
      restrain: 'Pièces levées calées contre la chute',
      coasting: 'Attente de l’arrêt complet des pièces entraînées par inertie',
      tryOut: 'Essai de démarrage aux commandes après la séparation',
      voltage: 'Vérification d’absence de tension avec un VAT contrôlé avant et après',
      earth: 'Mise à la terre et en court-circuit',
      cover: 'Protection contre les pièces nues sous tension voisines',
      group: 'Consignation collective\u00a0: boîte de consignation et cadenas de chaque membre de l’équipe',
      colleague: 'Cadenas d’un collègue déjà posé\u00a0: laissé à son propriétaire',
      restore: 'Remise en service\u00a0: zone dégagée, cadenas et étiquettes retirés, redémarrage annoncé',
    },
    energyNames: { electrical: 'électrique', hydraulic: 'hydraulique', pneumatic: 'pneumatique', gravity: 'gravitaire', kinetic: 'cinétique', spring: 'ressorts', thermal: 'thermique', chemical: 'chimique' },
    and: ' et ',
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
    trainingDate: 'Schulungsdatum',
    trainingDates: 'Schulungszeitraum',
    practice: 'Erfasste Übungszeit am Simulator',
    duration: { h: '{{n}} Std.', min: '{{n}} Min.', s: '{{n}} Sek.' },
    role: 'Rolle',
    roles: { authorized: 'Befugte Person (führt die Sperrung aus)', affected: 'Betroffene Person', other: 'Sonstige Beschäftigte' },
    topics: {
      energy: 'Gefährliche Energien: {{list}}',
      sequence: 'Die Lockout/Tagout-Reihenfolge nach {{list}}',
      release: 'Gespeicherte Energie: entlasten und ablassen, Manometer auf null',
      restrain: 'Angehobene Teile gegen Herabfallen unterbaut',
      coasting: 'Stillstand nachlaufender Teile abwarten',
      tryOut: 'Einschaltversuch an den Befehlsgeräten nach dem Freischalten',
      voltage: 'Spannungsfreiheit feststellen, Prüfer vorher und nachher geprüft',
      earth: 'Erden und Kurzschließen',
      cover: 'Benachbarte, unter Spannung stehende Teile abdecken',
      group: 'Gruppensperre: Gruppensperrbox und das Schloss jedes Teammitglieds',
      colleague: 'Schloss eines Kollegen bereits angebracht: bleibt, bis er es selbst entfernt',
      restore: 'Wiedereinschalten: Bereich geräumt, Schlösser und Anhänger entfernt, Anlauf angekündigt',
    },
    energyNames: { electrical: 'Elektrizität', hydraulic: 'Hydraulik', pneumatic: 'Pneumatik', gravity: 'Schwerkraft', kinetic: 'Bewegungsenergie', spring: 'Federkraft', thermal: 'Wärme', chemical: 'chemische Energie' },
    and: ' und ',
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

/** A list as the language writes it: "a, b and c". */
export function joinList(texts: CertificateTexts, items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${texts.and}${items[items.length - 1]}`;
}

/** A duration in seconds as hours and minutes ("1 h 35 min"), or seconds under a minute. */
export function formatDuration(texts: CertificateTexts, seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  if (total < 60) return texts.duration.s.replace('{{n}}', String(total));
  const minutes = Math.round(total / 60);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const parts = [h > 0 ? texts.duration.h.replace('{{n}}', String(h)) : '', m > 0 || h === 0 ? texts.duration.min.replace('{{n}}', String(m)) : ''];
  return parts.filter(Boolean).join(' ');
}

/** The calendar dates (YYYY-MM-DD, as the issuer wrote them) of the first and last assessment, or null. */
export function trainingDates(passed: readonly { readonly finishedAt: string }[]): { from: string; to: string } | null {
  const days = passed.map((p) => /^\d{4}-\d{2}-\d{2}/.exec(p.finishedAt)?.[0]).filter((d): d is string => d !== undefined).sort();
  return days.length === 0 ? null : { from: days[0]!, to: days[days.length - 1]! };
}

/** The training dates in the language's long form: one date, or a range ("12–14 de março de 2026"). */
export function formatTrainingDates(locale: string, dates: { from: string; to: string }): string {
  const day = (d: string) => new Date(`${d}T00:00:00Z`);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return dates.from === dates.to ? format.format(day(dates.from)) : format.formatRange(day(dates.from), day(dates.to));
}
