/**
 * Placard inputs for tests: the hydraulic press PH-301 (five energy sources, five isolation
 * points) with short, realistic texts in each language, photos made here (a PNG drawn pixel by
 * pixel, a small JPEG), and builders for long and broken variants.
 */
import { deflateSync } from 'node:zlib';
import type { Language } from '../../src/rules/language';
import type { InspectionCertificateInput, PlacardColumn, PlacardInput } from '../../src/records/procedureTypes';

type Row = PlacardColumn['rows'][number];
type Texts = Omit<PlacardColumn, 'language' | 'untranslated'>;

const ROW_KEYS = ['tag', 'energy', 'device', 'method', 'lockout', 'verify'] as const;
const row = (point: number | null, ...cells: [string, string, string, string, string, string]): Row => ({ ...Object.fromEntries(ROW_KEYS.map((k, i) => [k, cells[i]])), point }) as Row;

export const TEXTS: Record<Language, Texts> = {
  en: {
    danger: 'DANGER',
    title: 'Hazardous energy control procedure',
    machineName: 'Hydraulic press PH-301',
    intendedUseHeading: 'Scope and intended use',
    intendedUse:
      'Die change, cleaning and servicing of the hydraulic press PH-301 in the stamping shop. Covers every energy source of the press: electrical, hydraulic, pneumatic and the weight of the ram. Each authorized employee places, removes and transfers their own lockout devices.',
    headings: { tag: 'Tag', energy: 'Energy', device: 'Isolating device and location', method: 'Method', lockout: 'Lockout device', verify: 'Verification' },
    rows: [
      row(1, 'E1', 'Electrical 400 V AC', 'Main disconnect switch Q1, left side of the press (fed from board QD-3)', 'Switch off, lock in OFF', 'Personal padlock and tag', 'Try to start with the two-hand control 2H; no voltage at terminal box TB-M1'),
      row(2, 'H1', 'Hydraulic 180 bar (accumulator)', 'Accumulator ACC-1: dump valve V-2 on the power unit', 'Open the dump valve, lock it open', 'Padlock on the valve handle', 'Gauge PI-1 reads 0 bar'),
      row(3, 'P1', 'Pneumatic 6 bar', 'Air lockout valve V-5 on the compressed-air main, rear of the press', 'Close, vent and lock', 'Valve lockout cover and padlock', 'Gauge PI-2 reads 0 bar'),
      row(4, 'P2', 'Pneumatic 6 bar (trapped)', 'Clutch/brake air line: vent valve V-6', 'Open the vent valve, lock it open', 'Padlock', 'Gauge PI-2 reads 0 bar'),
      row(5, 'G1', 'Gravity 40 kN (ram)', 'Press ram, between the dies', 'Lower the ram onto the safety block', 'Safety block with padlocked plug', 'The ram rests on the block and does not move'),
    ],
    applyHeading: 'Apply the lockout',
    apply: [
      'Tell the affected employees that the press is being shut down and locked out.',
      'Stop the press with the pump switch 0 / I, then press the emergency stop.',
      'Lower the ram onto the safety block (G1).',
      'Open the main disconnect switch Q1 (E1); apply your padlock and tag.',
      'Close the air valve V-5 (P1), open the vent valve V-6 (P2) and lock both.',
      'Open the dump valve V-2 (H1) and lock it open; wait until PI-1 reads 0 bar.',
      'Verify: try to start with the two-hand control, read every gauge at 0, test for absence of voltage at TB-M1. Return the controls to OFF.',
    ],
    removeHeading: 'Remove the lockout',
    remove: [
      'Check that the work is complete, the tools are removed and the guards are in place.',
      'Make sure everyone is clear of the press; tell the affected employees.',
      'Each person removes only their own padlock and tag.',
      'Close V-2 and V-6, open V-5, then switch Q1 on.',
      'Raise the ram off the block, remove the block and run one test stroke.',
    ],
    notes: [
      'Group lockout: each worker puts their own padlock on the group lockout box.',
      'Shift change: the incoming worker locks on before the outgoing worker removes their lock.',
      'The accumulator keeps its nitrogen precharge (100 bar): never open the gas side.',
    ],
    labels: { version: 'Version', approvedBy: 'Approved by', preparedBy: 'Prepared by', date: 'Date', reviewBy: 'Review by', draft: 'DRAFT', scan: 'Scan to practise this lockout', untranslated: 'Machine texts not translated', page: 'Page' },
  },
  pt: {
    danger: 'PERIGO',
    title: 'Procedimento de controle de energias perigosas',
    machineName: 'Prensa hidráulica PH-301',
    intendedUseHeading: 'Escopo e uso previsto',
    intendedUse:
      'Troca de ferramenta, limpeza e manutenção da prensa hidráulica PH-301 na estamparia. Abrange todas as fontes de energia da prensa: elétrica, hidráulica, pneumática e o peso do martelo. Cada trabalhador autorizado coloca, retira e transfere os seus próprios dispositivos de bloqueio.',
    headings: { tag: 'Código', energy: 'Energia', device: 'Dispositivo de isolamento e local', method: 'Método', lockout: 'Dispositivo de bloqueio', verify: 'Verificação' },
    rows: [
      row(1, 'E1', 'Elétrica 400 V CA', 'Chave seccionadora geral Q1, lado esquerdo da prensa (alimentada pelo quadro QD-3)', 'Desligar e travar em DESLIGADO', 'Cadeado pessoal e etiqueta', 'Tentar partir pelo comando bimanual 2H; ausência de tensão na caixa TB-M1'),
      row(2, 'H1', 'Hidráulica 180 bar (acumulador)', 'Acumulador ACC-1: válvula de descarga V-2 na unidade hidráulica', 'Abrir a válvula de descarga e travá-la aberta', 'Cadeado na alavanca da válvula', 'Manômetro PI-1 indica 0 bar'),
      row(3, 'P1', 'Pneumática 6 bar', 'Válvula de bloqueio de ar V-5 na rede de ar comprimido, atrás da prensa', 'Fechar, despressurizar e travar', 'Capa de bloqueio da válvula e cadeado', 'Manômetro PI-2 indica 0 bar'),
      row(4, 'P2', 'Pneumática 6 bar (retida)', 'Linha de ar da embreagem e do freio: válvula de alívio V-6', 'Abrir a válvula de alívio e travá-la aberta', 'Cadeado', 'Manômetro PI-2 indica 0 bar'),
      row(5, 'G1', 'Gravidade 40 kN (martelo)', 'Martelo da prensa, entre as ferramentas', 'Baixar o martelo sobre o calço de segurança', 'Calço de segurança com plugue travado por cadeado', 'O martelo apoia no calço e não se move'),
    ],
    applyHeading: 'Aplicar o bloqueio',
    apply: [
      'Avisar os trabalhadores afetados que a prensa será desligada e bloqueada.',
      'Parar a prensa pela chave da bomba 0 / I e acionar a parada de emergência.',
      'Baixar o martelo sobre o calço de segurança (G1).',
      'Abrir a chave seccionadora geral Q1 (E1); colocar o seu cadeado e a etiqueta.',
      'Fechar a válvula de ar V-5 (P1), abrir a válvula de alívio V-6 (P2) e travar as duas.',
      'Abrir a válvula de descarga V-2 (H1) e travá-la aberta; aguardar PI-1 indicar 0 bar.',
      'Verificar: tentar partir pelo comando bimanual, ler todos os manômetros em 0 e testar a ausência de tensão em TB-M1. Voltar os comandos para DESLIGADO.',
    ],
    removeHeading: 'Retirar o bloqueio',
    remove: [
      'Conferir que o serviço terminou, as ferramentas foram retiradas e as proteções estão no lugar.',
      'Garantir que ninguém está junto à prensa; avisar os trabalhadores afetados.',
      'Cada pessoa retira somente o seu próprio cadeado e a sua etiqueta.',
      'Fechar V-2 e V-6, abrir V-5 e então ligar Q1.',
      'Levantar o martelo, retirar o calço e fazer um ciclo de teste.',
    ],
    notes: [
      'Bloqueio em grupo: cada trabalhador coloca o seu cadeado na caixa de bloqueio coletivo.',
      'Troca de turno: quem entra coloca o seu cadeado antes de quem sai retirar o dele.',
      'O acumulador mantém a pré-carga de nitrogênio (100 bar): nunca abrir o lado do gás.',
    ],
    labels: { version: 'Versão', approvedBy: 'Aprovado por', preparedBy: 'Elaborado por', date: 'Data', reviewBy: 'Revisar até', draft: 'RASCUNHO', scan: 'Escaneie para praticar este bloqueio', untranslated: 'Textos da máquina não traduzidos', page: 'Página' },
  },
  es: {
    danger: 'PELIGRO',
    title: 'Procedimiento de control de energías peligrosas',
    machineName: 'Prensa hidráulica PH-301',
    intendedUseHeading: 'Alcance y uso previsto',
    intendedUse:
      'Cambio de matriz, limpieza y mantenimiento de la prensa hidráulica PH-301 en el taller de estampado. Abarca todas las fuentes de energía de la prensa: eléctrica, hidráulica, neumática y el peso del carro. Cada trabajador autorizado coloca, retira y transfiere sus propios dispositivos de bloqueo.',
    headings: { tag: 'Código', energy: 'Energía', device: 'Dispositivo de aislamiento y ubicación', method: 'Método', lockout: 'Dispositivo de bloqueo', verify: 'Verificación' },
    rows: [
      row(1, 'E1', 'Eléctrica 400 V CA', 'Seccionador general Q1, lado izquierdo de la prensa (alimentado desde el cuadro QD-3)', 'Desconectar y bloquear en OFF', 'Candado personal y etiqueta', 'Intentar arrancar con el mando a dos manos 2H; ausencia de tensión en la caja TB-M1'),
      row(2, 'H1', 'Hidráulica 180 bar (acumulador)', 'Acumulador ACC-1: válvula de descarga V-2 en el grupo hidráulico', 'Abrir la válvula de descarga y bloquearla abierta', 'Candado en la palanca de la válvula', 'El manómetro PI-1 marca 0 bar'),
      row(3, 'P1', 'Neumática 6 bar', 'Válvula de bloqueo de aire V-5 en la red de aire comprimido, detrás de la prensa', 'Cerrar, purgar y bloquear', 'Cubierta de bloqueo de válvula y candado', 'El manómetro PI-2 marca 0 bar'),
      row(4, 'P2', 'Neumática 6 bar (retenida)', 'Línea de aire de embrague y freno: válvula de venteo V-6', 'Abrir la válvula de venteo y bloquearla abierta', 'Candado', 'El manómetro PI-2 marca 0 bar'),
      row(5, 'G1', 'Gravedad 40 kN (carro)', 'Carro de la prensa, entre las matrices', 'Bajar el carro sobre el calzo de seguridad', 'Calzo de seguridad con clavija bloqueada con candado', 'El carro descansa sobre el calzo y no se mueve'),
    ],
    applyHeading: 'Aplicar el bloqueo',
    apply: [
      'Avisar a los trabajadores afectados de que la prensa se va a parar y bloquear.',
      'Parar la prensa con el selector de la bomba 0 / I y pulsar la parada de emergencia.',
      'Bajar el carro sobre el calzo de seguridad (G1).',
      'Abrir el seccionador general Q1 (E1); colocar su candado y su etiqueta.',
      'Cerrar la válvula de aire V-5 (P1), abrir la válvula de venteo V-6 (P2) y bloquear ambas.',
      'Abrir la válvula de descarga V-2 (H1) y bloquearla abierta; esperar a que PI-1 marque 0 bar.',
      'Verificar: intentar arrancar con el mando a dos manos, comprobar todos los manómetros a 0 y la ausencia de tensión en TB-M1. Devolver los mandos a OFF.',
    ],
    removeHeading: 'Retirar el bloqueo',
    remove: [
      'Comprobar que el trabajo ha terminado, se han retirado las herramientas y los resguardos están en su sitio.',
      'Asegurarse de que nadie está junto a la prensa; avisar a los trabajadores afectados.',
      'Cada persona retira solo su propio candado y su etiqueta.',
      'Cerrar V-2 y V-6, abrir V-5 y después conectar Q1.',
      'Levantar el carro, retirar el calzo y hacer un ciclo de prueba.',
    ],
    notes: [
      'Bloqueo en grupo: cada trabajador coloca su propio candado en la caja de bloqueo colectivo.',
      'Cambio de turno: quien entra coloca su candado antes de que quien sale retire el suyo.',
      'El acumulador conserva la precarga de nitrógeno (100 bar): no abrir nunca el lado del gas.',
    ],
    labels: { version: 'Versión', approvedBy: 'Aprobado por', preparedBy: 'Elaborado por', date: 'Fecha', reviewBy: 'Revisar antes de', draft: 'BORRADOR', scan: 'Escanee para practicar este bloqueo', untranslated: 'Textos de la máquina sin traducir', page: 'Página' },
  },
  fr: {
    danger: 'DANGER',
    title: 'Procédure de consignation des énergies dangereuses',
    machineName: 'Presse hydraulique PH-301',
    intendedUseHeading: 'Domaine d’application et usage prévu',
    intendedUse:
      'Changement d’outil, nettoyage et entretien de la presse hydraulique PH-301 de l’atelier d’emboutissage. Couvre toutes les sources d’énergie de la presse : électrique, hydraulique, pneumatique et le poids du coulisseau. Chaque intervenant habilité pose, retire et transfère ses propres dispositifs de condamnation.',
    headings: { tag: 'Repère', energy: 'Énergie', device: 'Organe de séparation et emplacement', method: 'Méthode', lockout: 'Dispositif de condamnation', verify: 'Vérification' },
    rows: [
      row(1, 'E1', 'Électrique 400 V CA', 'Sectionneur général Q1, côté gauche de la presse (alimenté par le tableau QD-3)', 'Ouvrir et condamner en position OFF', 'Cadenas personnel et étiquette', 'Essai de démarrage par la commande bimanuelle 2H ; VAT à la boîte à bornes TB-M1'),
      row(2, 'H1', 'Hydraulique 180 bar (accumulateur)', 'Accumulateur ACC-1 : robinet de décharge V-2 sur la centrale', 'Ouvrir le robinet de décharge et le condamner ouvert', 'Cadenas sur la poignée du robinet', 'Le manomètre PI-1 indique 0 bar'),
      row(3, 'P1', 'Pneumatique 6 bar', 'Vanne de consignation d’air V-5 sur le réseau d’air comprimé, à l’arrière de la presse', 'Fermer, purger et condamner', 'Capot de condamnation de vanne et cadenas', 'Le manomètre PI-2 indique 0 bar'),
      row(4, 'P2', 'Pneumatique 6 bar (piégée)', 'Ligne d’air embrayage-frein : vanne de purge V-6', 'Ouvrir la vanne de purge et la condamner ouverte', 'Cadenas', 'Le manomètre PI-2 indique 0 bar'),
      row(5, 'G1', 'Gravité 40 kN (coulisseau)', 'Coulisseau de la presse, entre les outils', 'Descendre le coulisseau sur la cale de sécurité', 'Cale de sécurité avec fiche cadenassée', 'Le coulisseau repose sur la cale et ne bouge pas'),
    ],
    applyHeading: 'Consigner',
    apply: [
      'Prévenir le personnel concerné de l’arrêt et de la consignation de la presse.',
      'Arrêter la presse par le commutateur de pompe 0 / I, puis appuyer sur l’arrêt d’urgence.',
      'Descendre le coulisseau sur la cale de sécurité (G1).',
      'Ouvrir le sectionneur général Q1 (E1) ; poser son cadenas et son étiquette.',
      'Fermer la vanne d’air V-5 (P1), ouvrir la vanne de purge V-6 (P2) et condamner les deux.',
      'Ouvrir le robinet de décharge V-2 (H1) et le condamner ouvert ; attendre que PI-1 indique 0 bar.',
      'Vérifier : essai de démarrage par la commande bimanuelle, tous les manomètres à 0, vérification d’absence de tension à TB-M1. Remettre les commandes sur OFF.',
    ],
    removeHeading: 'Déconsigner',
    remove: [
      'S’assurer que le travail est terminé, les outils retirés et les protecteurs remis en place.',
      'Vérifier que personne ne se trouve près de la presse ; prévenir le personnel concerné.',
      'Chacun retire uniquement son propre cadenas et son étiquette.',
      'Fermer V-2 et V-6, ouvrir V-5, puis fermer Q1.',
      'Remonter le coulisseau, retirer la cale et faire un cycle d’essai.',
    ],
    notes: [
      'Consignation collective : chaque intervenant pose son propre cadenas sur la boîte de consignation.',
      'Relève de poste : l’arrivant pose son cadenas avant que le partant retire le sien.',
      'L’accumulateur garde sa précharge d’azote (100 bar) : ne jamais ouvrir le côté gaz.',
    ],
    labels: { version: 'Version', approvedBy: 'Approuvé par', preparedBy: 'Rédigé par', date: 'Date', reviewBy: 'À réviser avant le', draft: 'BROUILLON', scan: 'Scannez pour vous exercer à cette consignation', untranslated: 'Textes de la machine non traduits', page: 'Page' },
  },
  de: {
    danger: 'GEFAHR',
    title: 'Verfahren zur Beherrschung gefährlicher Energien',
    machineName: 'Hydraulische Presse PH-301',
    intendedUseHeading: 'Geltungsbereich und bestimmungsgemäße Verwendung',
    intendedUse:
      'Werkzeugwechsel, Reinigung und Instandhaltung der hydraulischen Presse PH-301 in der Stanzerei. Erfasst alle Energiequellen der Presse: elektrische, hydraulische, pneumatische Energie und das Gewicht des Stößels. Jede befugte Person bringt ihre eigenen Sperrmittel selbst an, entfernt und übergibt sie.',
    headings: { tag: 'Kennz.', energy: 'Energie', device: 'Trennvorrichtung und Ort', method: 'Methode', lockout: 'Sperrmittel', verify: 'Prüfung' },
    rows: [
      row(1, 'E1', 'Elektrisch 400 V AC', 'Hauptschalter Q1, linke Seite der Presse (Einspeisung aus Verteiler QD-3)', 'Ausschalten und in AUS-Stellung sichern', 'Persönliches Vorhängeschloss und Anhänger', 'Startversuch mit der Zweihandschaltung 2H; Spannungsfreiheit am Klemmenkasten TB-M1 feststellen'),
      row(2, 'H1', 'Hydraulisch 180 bar (Speicher)', 'Hydrospeicher ACC-1: Entlastungsventil V-2 am Hydraulikaggregat', 'Entlastungsventil öffnen und offen sichern', 'Vorhängeschloss am Ventilhebel', 'Manometer PI-1 zeigt 0 bar'),
      row(3, 'P1', 'Pneumatisch 6 bar', 'Druckluft-Absperrventil V-5 am Druckluftnetz, Rückseite der Presse', 'Schließen, entlüften und sichern', 'Ventilverriegelung mit Vorhängeschloss', 'Manometer PI-2 zeigt 0 bar'),
      row(4, 'P2', 'Pneumatisch 6 bar (eingeschlossen)', 'Luftleitung Kupplung/Bremse: Entlüftungsventil V-6', 'Entlüftungsventil öffnen und offen sichern', 'Vorhängeschloss', 'Manometer PI-2 zeigt 0 bar'),
      row(5, 'G1', 'Schwerkraft 40 kN (Stößel)', 'Stößel der Presse, zwischen den Werkzeughälften', 'Stößel auf die Sicherheitsstütze absenken', 'Sicherheitsstütze mit abgeschlossenem Stecker', 'Der Stößel liegt auf der Stütze auf und bewegt sich nicht'),
    ],
    applyHeading: 'Freischalten und sichern',
    apply: [
      'Die betroffenen Beschäftigten informieren, dass die Presse abgeschaltet und gesichert wird.',
      'Presse mit dem Pumpen-Drehschalter 0 / I stillsetzen, dann den Not-Halt betätigen.',
      'Stößel auf die Sicherheitsstütze absenken (G1).',
      'Hauptschalter Q1 (E1) ausschalten; eigenes Vorhängeschloss und Anhänger anbringen.',
      'Druckluftventil V-5 (P1) schließen, Entlüftungsventil V-6 (P2) öffnen und beide sichern.',
      'Entlastungsventil V-2 (H1) öffnen und offen sichern; warten, bis PI-1 0 bar zeigt.',
      'Prüfen: Startversuch mit der Zweihandschaltung, alle Manometer auf 0, Spannungsfreiheit an TB-M1 feststellen. Befehlsgeber wieder auf AUS stellen.',
    ],
    removeHeading: 'Sicherung aufheben',
    remove: [
      'Prüfen, dass die Arbeit beendet, das Werkzeug entfernt und alle Schutzeinrichtungen wieder angebracht sind.',
      'Sicherstellen, dass sich niemand im Gefahrbereich der Presse aufhält; die Betroffenen informieren.',
      'Jede Person entfernt nur ihr eigenes Vorhängeschloss und ihren Anhänger.',
      'V-2 und V-6 schließen, V-5 öffnen, dann Q1 einschalten.',
      'Stößel anheben, Stütze entfernen und einen Probehub fahren.',
    ],
    notes: [
      'Gruppensicherung: Jede Person hängt ihr eigenes Vorhängeschloss an die Gruppenverschlussbox.',
      'Schichtwechsel: Die ankommende Person sichert, bevor die abgehende ihr Schloss entfernt.',
      'Der Hydrospeicher behält seinen Stickstoff-Vorfülldruck (100 bar): die Gasseite nie öffnen.',
    ],
    labels: { version: 'Version', approvedBy: 'Freigegeben von', preparedBy: 'Erstellt von', date: 'Datum', reviewBy: 'Überprüfen bis', draft: 'ENTWURF', scan: 'Scannen, um diese Freischaltung zu üben', untranslated: 'Maschinentexte nicht übersetzt', page: 'Seite' },
  },
};

/** The press's isolation points on its 1000 × 600 grid: Q1, V-2, V-5, V-6 and the ram. */
export const POINTS: PlacardInput['points'] = [
  { number: 1, part: 'main-switch', x: 0, y: 150 },
  { number: 2, part: 'accumulator-dump', x: 420, y: 600 },
  { number: 3, part: 'air-valve', x: 980, y: 150 },
  { number: 4, part: 'air-vent', x: 980, y: 300 },
  { number: 5, part: 'ram', x: 560, y: 300 },
];

/** A 120 × 90 JPEG (a blue machine on a grey floor). */
export const JPEG = Uint8Array.from(Buffer.from('/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCABaAHgDASIAAhEBAxEB/8QAGgABAAIDAQAAAAAAAAAAAAAAAAMEBQYHAf/EADMQAAECAgYIBQMFAAAAAAAAAAABEgIEAwURFVOiExQWUlSRoaMxZYHR4oKxsgYiYWTB/8QAGgEBAAMBAQEAAAAAAAAAAAAAAAMEBQECBv/EAC0RAAIBAwMBBgUFAAAAAAAAAAABAwIRUQQSFHEGMTIzQcEFEyGCsUJDYYHR/9oADAMBAAIRAxEAPwCy4OInBxKeCVwcROIpmlio5eKKBbIkssX1O0rc0kcqdk2WnBxhtdmMTog12YxOiFvhyZRW5VGGZlwcYbXZjE6INdmMTog4cmUOVRhmZcHGG12YxOiDXZjE6IOHJlDlUYZmXBxhtdmMTohflqWKkl4Yo1tiW21fUil09UauySOamR2RacHETg4gJiVwInAAhcHETi9c9Y8Pnh9yGWeKK3zKkr5aR6poqq8KuVnEU1FbLxen3LdPVs5L0MVLS0LYIfFXIv8ApQp4raGL0JdNLHLUqo6k1f0dyOamqmhpq30KZuGwHmfY+Rp52E1NXLXHbayjpo6a77kadsB5n2PkNgPM+x8jcQUuVNn8FrjxYNO2A8z7HyGwHmfY+RuIHKmz+Bx4sHHjISsVkvD6/cx5coIrKGH1L2s8tdSppfG+hZcHETg4yzRJXAicACFxvpz1x0I+S7S/tfd7Gjof1f17lCvFsqin+n8kNPpYraNTbq+Wypqf6fyQ02KK2FS/2Y8j7/ZFf4j3vp/pGdI2sqPju1H7HNwfbywUy23ehgxy1R3sdI2sqPju1H7Dayo+O7Ufsc3BDwo8sl5deEdI2sqPju1H7Dayo+O7Ufsc3A4UeWOXXhAsUUVlGhXJIYrIUO6zy11OaXxvoTODiJwcZZokrgROABC42Ta/+j3fias4OKep0UGqt86m9u76td/RkkctcfhZsFYfqTXpKkltU0b7P3aS2yxUXws/gwrrSFx7BFbEhPodLDpmqIlZXv6/xkjnkqkpbqfoSgA+lMQAAAAAAB1gIo4rIlKes8tdS1pfG+hI4OInBxlGiSuBE4AELg4pXjK4uVReMri5VFxYuuPUjVPBSjeMri5VF4yuLlUXFi/pIt5eY0kW8vMoXjK4uVReMri5VPW95ObFgv6SLeXmNJFvLzKF4yuLlUXjK4uVRveRsWC/pIt5eY0kW8vMoXjK4uVReMri5VG95GxYL+ki3l5nixqvipRvGVxcqi8ZXFyqcdTfewqUu5F1wcUrxlcXKovGVxcqnLnbF1wKV4yuLlUC4sYQAEZ7AAAAAAAAAAAAAAAAAAAAAP/Z', 'base64'));

/** A PNG of `w` × `h` pixels: a grey shop floor, a blue machine frame, a yellow panel at the left, a dark base. */
export function photoPng(w: number, h: number, hue = 0): Uint8Array {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Uint8Array) => {
    let c = 0xffffffff;
    for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Uint8Array) => {
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(new TextEncoder().encode(type), 4);
    out.set(data, 8);
    view.setUint32(8 + data.length, crc(out.subarray(4, 8 + data.length)));
    return out;
  };
  const ihdr = new Uint8Array(13);
  const v = new DataView(ihdr.buffer);
  v.setUint32(0, w);
  v.setUint32(4, h);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = new Uint8Array(h * (1 + 3 * w));
  const inside = (x: number, y: number, x0: number, y0: number, x1: number, y1: number) => x >= x0 * w && x < x1 * w && y >= y0 * h && y < y1 * h;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const shade = 150 - Math.round((y / h) * 70) + ((x * 7 + y * 13) % 9);
      let px: [number, number, number] = [shade, shade + 4, shade + 10];
      if (inside(x, y, 0.3, 0.08, 0.7, 0.8)) px = [40 + hue, 95, 170 - hue];
      if (inside(x, y, 0.38, 0.18, 0.62, 0.42)) px = [210, 214, 220];
      if (inside(x, y, 0.45, 0.42, 0.55, 0.66)) px = [120, 124, 130];
      if (inside(x, y, 0.04, 0.2, 0.16, 0.55)) px = [240, 190, 0];
      if (inside(x, y, 0.82, 0.1, 0.96, 0.6)) px = [70, 75, 80];
      if (inside(x, y, 0, 0.86, 1, 1)) px = [45, 48, 52];
      raw.set(px, y * (1 + 3 * w) + 1 + 3 * x);
    }
  }
  const parts = [Uint8Array.of(137, 80, 78, 71, 13, 10, 26, 10), chunk('IHDR', ihdr), chunk('IDAT', new Uint8Array(deflateSync(raw))), chunk('IEND', new Uint8Array())];
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let o = 0;
  for (const p of parts) {
    out.set(p, o);
    o += p.length;
  }
  return out;
}

/** One language of the placard (untranslated when the machine's own texts fell back to another). */
export function column(language: Language, untranslated = false): PlacardColumn {
  return { language, untranslated, ...TEXTS[language] };
}

/** The press's placard in one language or two, approved, with one photo, unless told otherwise. */
export function placardInput(languages: readonly [Language] | readonly [Language, Language], over: Partial<PlacardInput> = {}): PlacardInput {
  const columns = (languages.length === 1 ? [column(languages[0])] : [column(languages[0]), column(languages[1] as Language)]) as PlacardInput['columns'];
  return {
    paper: 'a4',
    columns,
    machineId: 'press-ph301',
    version: 3,
    approval: { name: 'Márcia Gonçalves', role: 'Maintenance manager', date: '2026-11-20', reviewBy: '2027-11-20' },
    preparedBy: { name: 'Jürgen Groß', role: 'Maintenance engineer' },
    clause: 'OSHA 1910.147(c)(4)',
    photos: [{ bytes: photoPng(420, 300), type: 'image/png', width: 420, height: 300 }],
    points: POINTS,
    qr: 'https://loto.example.com/cenarios/plant-press-ph301?v=3#k=7Jq2mXr9',
    keyId: 'ed25519:7f3a9c21b4e8d05a',
    ...over,
  };
}

/** A column's every text made long: names of 120 characters, an intended use of 600, each cell and step of two sentences. */
export function longColumn(language: Language): PlacardColumn {
  const t = TEXTS[language];
  const grow = (s: string, n: number) => (s + ' ').repeat(Math.ceil(n / (s.length + 1))).slice(0, n).trim();
  const rows = Array.from({ length: 6 }, (_, i) => {
    const r = t.rows[i % t.rows.length] as Row;
    return { ...r, tag: `${r.tag.charAt(0)}${i + 1}`, energy: grow(r.energy, 60), device: grow(r.device, 160), method: grow(r.method, 90), lockout: grow(r.lockout, 90), verify: grow(r.verify, 160) };
  });
  return {
    ...column(language),
    title: grow(t.title, 90),
    machineName: grow(t.machineName, 120),
    intendedUse: grow(t.intendedUse, 600),
    rows,
    apply: t.apply.map((s) => grow(s, 180)),
    remove: t.remove.map((s) => grow(s, 180)),
    notes: t.notes.map((s) => grow(s, 160)),
  };
}

/** A periodic inspection certification in English, with `employees` names. */
export function inspectionInput(employees = 4, over: Partial<InspectionCertificateInput> = {}): InspectionCertificateInput {
  const names = ['Ana Beatriz Souza', 'Carlos Núñez', 'François Lefèvre', 'Jürgen Groß', 'Łukasz Wiśniewski', 'Maria da Conceição'];
  return {
    paper: 'a4',
    language: 'en',
    title: 'Periodic inspection of an energy control procedure',
    clause: 'OSHA 1910.147(c)(6)(ii)',
    fields: [
      { label: 'Machine', value: 'Hydraulic press PH-301 (press-ph301)' },
      { label: 'Procedure', value: 'Version 3, approved 2026-11-20' },
      { label: 'Date of the inspection', value: '2027-03-12' },
      { label: 'Inspector', value: 'Paulo Assunção, maintenance supervisor' },
      { label: 'Tagout used', value: 'No' },
      { label: 'Observed', value: 'Die change on the second shift: shutdown, isolation, release of the accumulator and verification.' },
    ],
    employeesHeading: 'Employees included',
    employees: Array.from({ length: employees }, (_, i) => `${names[i % names.length] as string}${i >= names.length ? ` ${i + 1}` : ''} (authorized employee, responsibilities reviewed)`),
    deviationsHeading: 'Deviations and corrective actions',
    deviations: ['The dump valve V-2 was not locked open. Corrected on the spot; the crew was retrained on 2027-03-13.'],
    statement: 'I certify that this periodic inspection of the energy control procedure was performed as required by 29 CFR 1910.147(c)(6).',
    signatureLabel: 'Inspector',
    inspector: 'Paulo Assunção',
    footer: 'LOTO Trainer · press-ph301 · inspection 2027-03-12',
    ...over,
  };
}
