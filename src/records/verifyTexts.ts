/**
 * The texts of the certificate verification page (/verificar) in the five languages. Plain
 * strings with {{placeholders}}, shaped like locales/*.json so they can move there as a
 * `verify` section.
 */
import type { Language } from '../rules/language';

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

/** The verification page's texts in the five languages. */
export const VERIFY_TEXTS: Readonly<Record<Language, VerifyTexts>> = {
  pt: {
    title: 'Verificar certificado',
    intro:
      'Esta página confere a assinatura digital de um certificado do LOTO Trainer no seu próprio navegador. Os dados vêm do endereço (depois do #) e não são enviados a nenhum servidor.',
    checking: 'Conferindo a assinatura…',
    status: {
      valid: { title: 'Assinatura válida', text: 'Estes dados foram assinados pela chave {{keyId}}, que esta instalação reconhece, e não foram alterados desde então.' },
      unknownKey: {
        title: 'Assinatura válida, mas de uma chave que esta instalação não conhece',
        text: 'Estes dados foram assinados pela chave {{keyId}} e não foram alterados desde então. Esta instalação não conhece essa chave: confirme com a empresa emissora que a chave {{keyId}} é dela antes de aceitar o certificado.',
      },
      altered: {
        title: 'Certificado alterado: a assinatura não confere',
        text: 'A assinatura não corresponde a estes dados e à chave {{keyId}}: algo foi mudado depois da assinatura, ou a assinatura não é dessa chave. Não aceite este certificado.',
      },
      notACertificate: { title: 'Não é um certificado' },
    },
    reasons: {
      empty: 'O endereço não traz nenhum certificado. Leia o código QR do certificado ou abra o endereço completo.',
      too_large: 'Os dados do endereço são grandes demais para um certificado.',
      not_base64: 'Os dados do endereço estão corrompidos (caracteres inválidos). Talvez o endereço tenha sido copiado pela metade.',
      not_json: 'Os dados do endereço estão corrompidos ou incompletos. Talvez o endereço tenha sido copiado pela metade.',
      not_a_certificate: 'O endereço traz dados, mas eles não têm a forma de um certificado do LOTO Trainer.',
    },
    meaning: {
      proves: 'O que uma assinatura válida prova',
      provesText: 'Que estes dados foram assinados por quem detém a chave {{keyId}} e não foram alterados desde então.',
      notProves: 'O que ela não prova',
      inPerson: 'Que a pessoa indicada fez o treinamento pessoalmente: isso é atestado pelo instrutor e pelo responsável técnico que assinam o certificado, não pela assinatura digital.',
      keyCopied: 'Que a chave não foi copiada: quem tiver uma cópia da chave privada pode assinar certificados com ela.',
      competence: 'Nada sobre a competência no equipamento real: a simulação não substitui o treinamento prático, e as atividades práticas obrigatórias continuam sendo as que cada NR estabelece (NR-1, Anexo II, item 2.5).',
    },
    fields: {
      heading: 'Dados do certificado',
      untrusted: 'Dados como foram recebidos. A assinatura não confere: não confie neles.',
      id: 'Identificador',
      issued: 'Emitido em',
      language: 'Idioma',
      trainee: 'Trabalhador',
      employeeNo: 'Matrícula',
      company: 'Empresa',
      site: 'Unidade',
      workload: 'Carga horária',
      hoursOne: '{{n}} hora',
      hoursOther: '{{n}} horas',
      place: 'Local',
      syllabus: 'Conteúdo programático',
      instructor: 'Instrutor',
      technicalLead: 'Responsável técnico',
      assessments: 'Avaliações aprovadas',
      assessment: 'Avaliação',
      ruleSet: 'Conjunto de regras',
      score: 'Nota',
      date: 'Data',
      noAssessments: 'Nenhuma avaliação registrada.',
      key: 'Chave de assinatura',
      keyKnown: 'reconhecida por esta instalação',
      keyUnknown: 'desconhecida nesta instalação',
      none: '—',
    },
  },
  en: {
    title: 'Verify a certificate',
    intro:
      'This page checks the digital signature of a LOTO Trainer certificate in your own browser. The data come from the address (after the #) and are not sent to any server.',
    checking: 'Checking the signature…',
    status: {
      valid: { title: 'Valid signature', text: 'These data were signed by key {{keyId}}, which this installation recognizes, and have not been changed since.' },
      unknownKey: {
        title: 'Valid signature, but from a key this installation does not know',
        text: 'These data were signed by key {{keyId}} and have not been changed since. This installation does not know that key: confirm with the issuing company that key {{keyId}} is theirs before you accept the certificate.',
      },
      altered: {
        title: 'Altered certificate: the signature does not match',
        text: 'The signature does not match these data and key {{keyId}}: something was changed after signing, or the signature is not from that key. Do not accept this certificate.',
      },
      notACertificate: { title: 'Not a certificate' },
    },
    reasons: {
      empty: 'The address carries no certificate. Scan the certificate’s QR code or open the complete address.',
      too_large: 'The data in the address are too large for a certificate.',
      not_base64: 'The data in the address are corrupt (invalid characters). The address may have been copied only in part.',
      not_json: 'The data in the address are corrupt or incomplete. The address may have been copied only in part.',
      not_a_certificate: 'The address carries data, but they do not have the shape of a LOTO Trainer certificate.',
    },
    meaning: {
      proves: 'What a valid signature proves',
      provesText: 'That these data were signed by the holder of key {{keyId}} and have not been changed since.',
      notProves: 'What it does not prove',
      inPerson: 'That the person named did the training in person: the instructor and the technical lead who sign the certificate attest that, not the digital signature.',
      keyCopied: 'That the key was not copied: anyone with a copy of the private key can sign certificates with it.',
      competence: 'Anything about competence on the real equipment: the simulation does not replace practical training, and mandatory practical activities remain those each regulation requires (in Brazil, NR-1, Annex II, item 2.5).',
    },
    fields: {
      heading: 'Certificate data',
      untrusted: 'The data as received. The signature does not match: do not rely on them.',
      id: 'Certificate ID',
      issued: 'Issued',
      language: 'Language',
      trainee: 'Trainee',
      employeeNo: 'Employee no.',
      company: 'Company',
      site: 'Site',
      workload: 'Training hours',
      hoursOne: '{{n}} hour',
      hoursOther: '{{n}} hours',
      place: 'Place',
      syllabus: 'Course content',
      instructor: 'Instructor',
      technicalLead: 'Technical lead',
      assessments: 'Assessments passed',
      assessment: 'Assessment',
      ruleSet: 'Rule set',
      score: 'Score',
      date: 'Date',
      noAssessments: 'No assessment recorded.',
      key: 'Signing key',
      keyKnown: 'recognized by this installation',
      keyUnknown: 'unknown to this installation',
      none: '—',
    },
  },
  es: {
    title: 'Verificar un certificado',
    intro:
      'Esta página comprueba la firma digital de un certificado de LOTO Trainer en su propio navegador. Los datos vienen de la dirección (después del #) y no se envían a ningún servidor.',
    checking: 'Comprobando la firma…',
    status: {
      valid: { title: 'Firma válida', text: 'Estos datos se firmaron con la clave {{keyId}}, que esta instalación reconoce, y no se han modificado desde entonces.' },
      unknownKey: {
        title: 'Firma válida, pero de una clave que esta instalación no conoce',
        text: 'Estos datos se firmaron con la clave {{keyId}} y no se han modificado desde entonces. Esta instalación no conoce esa clave: confirme con la empresa emisora que la clave {{keyId}} es suya antes de aceptar el certificado.',
      },
      altered: {
        title: 'Certificado alterado: la firma no coincide',
        text: 'La firma no corresponde a estos datos y a la clave {{keyId}}: algo se modificó después de firmar, o la firma no es de esa clave. No acepte este certificado.',
      },
      notACertificate: { title: 'No es un certificado' },
    },
    reasons: {
      empty: 'La dirección no contiene ningún certificado. Escanee el código QR del certificado o abra la dirección completa.',
      too_large: 'Los datos de la dirección son demasiado grandes para un certificado.',
      not_base64: 'Los datos de la dirección están dañados (caracteres no válidos). Puede que la dirección se haya copiado solo en parte.',
      not_json: 'Los datos de la dirección están dañados o incompletos. Puede que la dirección se haya copiado solo en parte.',
      not_a_certificate: 'La dirección contiene datos, pero no tienen la forma de un certificado de LOTO Trainer.',
    },
    meaning: {
      proves: 'Qué prueba una firma válida',
      provesText: 'Que quien posee la clave {{keyId}} firmó estos datos y que no se han modificado desde entonces.',
      notProves: 'Qué no prueba',
      inPerson: 'Que la persona indicada hiciera la formación en persona: eso lo acreditan el formador y el responsable técnico que firman el certificado, no la firma digital.',
      keyCopied: 'Que la clave no se haya copiado: cualquiera que tenga una copia de la clave privada puede firmar certificados con ella.',
      competence: 'Nada sobre la competencia con el equipo real: la simulación no sustituye la formación práctica, y las actividades prácticas obligatorias siguen siendo las que fija cada normativa (en Brasil, NR-1, anexo II, punto 2.5).',
    },
    fields: {
      heading: 'Datos del certificado',
      untrusted: 'Datos tal como se recibieron. La firma no coincide: no se fíe de ellos.',
      id: 'Identificador',
      issued: 'Emitido el',
      language: 'Idioma',
      trainee: 'Trabajador',
      employeeNo: 'N.º de empleado',
      company: 'Empresa',
      site: 'Centro de trabajo',
      workload: 'Duración',
      hoursOne: '{{n}} hora',
      hoursOther: '{{n}} horas',
      place: 'Lugar',
      syllabus: 'Contenidos',
      instructor: 'Formador',
      technicalLead: 'Responsable técnico',
      assessments: 'Evaluaciones superadas',
      assessment: 'Evaluación',
      ruleSet: 'Normativa',
      score: 'Puntuación',
      date: 'Fecha',
      noAssessments: 'No consta ninguna evaluación.',
      key: 'Clave de firma',
      keyKnown: 'reconocida por esta instalación',
      keyUnknown: 'desconocida en esta instalación',
      none: '—',
    },
  },
  fr: {
    title: 'Vérifier une attestation',
    intro:
      'Cette page contrôle la signature numérique d’une attestation LOTO Trainer dans votre propre navigateur. Les données viennent de l’adresse (après le #) et ne sont envoyées à aucun serveur.',
    checking: 'Contrôle de la signature…',
    status: {
      valid: { title: 'Signature valide', text: 'Ces données ont été signées par la clé {{keyId}}, que cette installation reconnaît, et n’ont pas été modifiées depuis.' },
      unknownKey: {
        title: 'Signature valide, mais d’une clé que cette installation ne connaît pas',
        text: 'Ces données ont été signées par la clé {{keyId}} et n’ont pas été modifiées depuis. Cette installation ne connaît pas cette clé : vérifiez auprès de l’entreprise émettrice que la clé {{keyId}} est bien la sienne avant d’accepter l’attestation.',
      },
      altered: {
        title: 'Attestation modifiée : la signature ne correspond pas',
        text: 'La signature ne correspond pas à ces données et à la clé {{keyId}} : quelque chose a été modifié après la signature, ou la signature ne vient pas de cette clé. N’acceptez pas cette attestation.',
      },
      notACertificate: { title: 'Ce n’est pas une attestation' },
    },
    reasons: {
      empty: 'L’adresse ne contient aucune attestation. Scannez le code QR de l’attestation ou ouvrez l’adresse complète.',
      too_large: 'Les données de l’adresse sont trop volumineuses pour une attestation.',
      not_base64: 'Les données de l’adresse sont corrompues (caractères non valides). L’adresse a peut-être été copiée en partie seulement.',
      not_json: 'Les données de l’adresse sont corrompues ou incomplètes. L’adresse a peut-être été copiée en partie seulement.',
      not_a_certificate: 'L’adresse contient des données, mais elles n’ont pas la forme d’une attestation LOTO Trainer.',
    },
    meaning: {
      proves: 'Ce que prouve une signature valide',
      provesText: 'Que ces données ont été signées par le détenteur de la clé {{keyId}} et n’ont pas été modifiées depuis.',
      notProves: 'Ce qu’elle ne prouve pas',
      inPerson: 'Que la personne nommée a suivi la formation en personne : ce sont le formateur et le responsable technique signataires qui l’attestent, pas la signature numérique.',
      keyCopied: 'Que la clé n’a pas été copiée : quiconque possède une copie de la clé privée peut signer des attestations avec elle.',
      competence: 'Quoi que ce soit sur la compétence sur l’équipement réel : la simulation ne remplace pas la formation pratique, et les activités pratiques obligatoires restent celles que fixe chaque réglementation (au Brésil, NR-1, annexe II, point 2.5).',
    },
    fields: {
      heading: 'Données de l’attestation',
      untrusted: 'Les données telles que reçues. La signature ne correspond pas : ne vous y fiez pas.',
      id: 'Identifiant',
      issued: 'Délivrée le',
      language: 'Langue',
      trainee: 'Stagiaire',
      employeeNo: 'Matricule',
      company: 'Entreprise',
      site: 'Site',
      workload: 'Durée',
      hoursOne: '{{n}} heure',
      hoursOther: '{{n}} heures',
      place: 'Lieu',
      syllabus: 'Programme',
      instructor: 'Formateur',
      technicalLead: 'Responsable technique',
      assessments: 'Évaluations réussies',
      assessment: 'Évaluation',
      ruleSet: 'Référentiel',
      score: 'Score',
      date: 'Date',
      noAssessments: 'Aucune évaluation enregistrée.',
      key: 'Clé de signature',
      keyKnown: 'reconnue par cette installation',
      keyUnknown: 'inconnue de cette installation',
      none: '—',
    },
  },
  de: {
    title: 'Nachweis prüfen',
    intro:
      'Diese Seite prüft die digitale Signatur eines LOTO-Trainer-Nachweises direkt in Ihrem Browser. Die Daten stammen aus der Adresse (nach dem #) und werden an keinen Server gesendet.',
    checking: 'Signatur wird geprüft …',
    status: {
      valid: { title: 'Signatur gültig', text: 'Diese Daten wurden mit dem Schlüssel {{keyId}} signiert, den diese Installation kennt, und seitdem nicht verändert.' },
      unknownKey: {
        title: 'Signatur gültig, aber mit einem Schlüssel, den diese Installation nicht kennt',
        text: 'Diese Daten wurden mit dem Schlüssel {{keyId}} signiert und seitdem nicht verändert. Diese Installation kennt den Schlüssel nicht: Lassen Sie sich vom ausstellenden Unternehmen bestätigen, dass der Schlüssel {{keyId}} zu ihm gehört, bevor Sie den Nachweis anerkennen.',
      },
      altered: {
        title: 'Nachweis verändert: Die Signatur passt nicht',
        text: 'Die Signatur passt nicht zu diesen Daten und zum Schlüssel {{keyId}}: Nach dem Signieren wurde etwas geändert, oder die Signatur stammt nicht von diesem Schlüssel. Erkennen Sie diesen Nachweis nicht an.',
      },
      notACertificate: { title: 'Kein Nachweis' },
    },
    reasons: {
      empty: 'Die Adresse enthält keinen Nachweis. Scannen Sie den QR-Code des Nachweises oder öffnen Sie die vollständige Adresse.',
      too_large: 'Die Daten in der Adresse sind für einen Nachweis zu groß.',
      not_base64: 'Die Daten in der Adresse sind beschädigt (ungültige Zeichen). Vielleicht wurde die Adresse nur zum Teil kopiert.',
      not_json: 'Die Daten in der Adresse sind beschädigt oder unvollständig. Vielleicht wurde die Adresse nur zum Teil kopiert.',
      not_a_certificate: 'Die Adresse enthält Daten, aber nicht in der Form eines LOTO-Trainer-Nachweises.',
    },
    meaning: {
      proves: 'Was eine gültige Signatur beweist',
      provesText: 'Dass diese Daten vom Inhaber des Schlüssels {{keyId}} signiert und seitdem nicht verändert wurden.',
      notProves: 'Was sie nicht beweist',
      inPerson: 'Dass die genannte Person die Schulung selbst absolviert hat: Das bestätigen die Schulungsleitung und die technische Leitung mit ihrer Unterschrift, nicht die digitale Signatur.',
      keyCopied: 'Dass der Schlüssel nicht kopiert wurde: Wer eine Kopie des privaten Schlüssels hat, kann damit Nachweise signieren.',
      competence: 'Nichts über die Befähigung an der realen Anlage: Die Simulation ersetzt nicht die praktische Unterweisung, und vorgeschriebene praktische Übungen richten sich weiterhin nach der jeweils geltenden Vorschrift (in Brasilien NR-1, Anhang II, Nr. 2.5).',
    },
    fields: {
      heading: 'Daten des Nachweises',
      untrusted: 'Die Daten, wie sie empfangen wurden. Die Signatur passt nicht: Verlassen Sie sich nicht darauf.',
      id: 'Nachweis-Nr.',
      issued: 'Ausgestellt am',
      language: 'Sprache',
      trainee: 'Teilnehmer/in',
      employeeNo: 'Personalnummer',
      company: 'Unternehmen',
      site: 'Standort',
      workload: 'Dauer',
      hoursOne: '{{n}} Stunde',
      hoursOther: '{{n}} Stunden',
      place: 'Ort',
      syllabus: 'Schulungsinhalte',
      instructor: 'Schulungsleitung',
      technicalLead: 'Technische Leitung',
      assessments: 'Bestandene Prüfungen',
      assessment: 'Prüfung',
      ruleSet: 'Regelwerk',
      score: 'Ergebnis',
      date: 'Datum',
      noAssessments: 'Keine Prüfung erfasst.',
      key: 'Signaturschlüssel',
      keyKnown: 'dieser Installation bekannt',
      keyUnknown: 'dieser Installation unbekannt',
      none: '—',
    },
  },
};

/** Replaces each {{name}} in a text with its value. */
export function fill(text: string, params: Readonly<Record<string, string>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (all, name: string) => params[name] ?? all);
}
