/**
 * Work orders on machines, their seeded variants, and the procedure sheet each one needs. A
 * scenario names a machine, the job and the parts the worker will touch (the work zone); a seed
 * picks one option of each variant slot, so an instructor can give a class the same work order.
 * The procedure sheet is derived from the machine, never written by hand, so it always matches it.
 */
import { initialState, lock, operate, type MachineState } from './energy';
import { createRandom } from './random';
import { PART_MODELS } from './parts';
import { component, isIsolating, parseMachine, type ComponentDef, type EnergyKind, type LocalizedText, type Machine } from './machine';
import conveyorData from './machines/conveyor-c201.json';
import panelData from './machines/panel-qd401.json';
import pressData from './machines/press-ph301.json';
import pumpData from './machines/pump-p101.json';

/** A change a variant makes to the machine or the work order. */
export type VariantOp =
  /** Two feeders swap what they feed (and their labels, unless `keepLabels`: a mislabelled pair). */
  | { readonly op: 'swapFeeds'; readonly a: string; readonly b: string; readonly keepLabels?: boolean }
  /** An extra source, with its wiring. */
  | { readonly op: 'add'; readonly component: ComponentDef; readonly connections: readonly (readonly [string, string])[] }
  /** A colleague's personal lock already on a device (in `off`). */
  | { readonly op: 'colleagueLock'; readonly device: string; readonly owner: string }
  /** A control also acts on a load (an added drive on the same start button). */
  | { readonly op: 'act'; readonly control: string; readonly load: string }
  /** The work zone also takes in a component (an added drive). */
  | { readonly op: 'zone'; readonly add: string }
  /** The voltage tester in the kit has a dead battery. */
  | { readonly op: 'deadTester' };

/** One option of a variant slot: its name (for the instructor) and what it changes. */
export interface VariantOption {
  readonly id: string;
  readonly ops: readonly VariantOp[];
}

/**
 * A colleague working under the trainee's group lockout (OSHA 1910.147(f)(3)): the trainee isolates
 * and locks, puts the keys in the group lockbox, and each member locks the box before starting.
 */
export interface CrewMember {
  readonly id: string;
  /** A person's name, the same in every language. */
  readonly name: string;
}

/** Whether the job is on a machine (mechanical and fluid energy too) or on electrical equipment. */
export type ScenarioDomain = 'machine' | 'electrical';

/** A work order as written. */
export interface ScenarioDef {
  readonly id: string;
  readonly machine: Machine;
  readonly domain: ScenarioDomain;
  readonly job: LocalizedText;
  readonly where: LocalizedText;
  /** The components the worker will touch: every energy reaching them must be controlled. */
  readonly zone: readonly string[];
  /** Live parts near the work that stay in service and must be covered (electrical jobs). */
  readonly adjacent: readonly string[];
  /**
   * A machine job that opens an electrical enclosure (a motor's terminal box): the test points
   * where absence of voltage must be proved on every conductor, with a tester proven before and
   * after, as well as the try-out. Electrical jobs test at every test point of the zone anyway.
   */
  readonly opens?: readonly string[];
  /** One option of each slot is picked by the seed. */
  readonly variants: readonly (readonly VariantOption[])[];
  /** The colleagues doing the job with the trainee, under a group lockbox; none for a job done alone. */
  readonly crew?: readonly CrewMember[];
}

/** A work order as a trainee gets it: the machine with its variants applied. */
export interface Scenario {
  readonly def: ScenarioDef;
  readonly seed: number;
  readonly machine: Machine;
  /** The work zone with the variants' additions. */
  readonly zone: readonly string[];
  /** The option picked in each slot, by id. */
  readonly picked: readonly string[];
  /** Locks already on devices when the trainee arrives: device id to owner. */
  readonly colleagueLocks: Readonly<Record<string, string>>;
  readonly tester: { readonly battery: 'ok' | 'dead' };
  /** The crew working under the trainee's group lockout (empty: the trainee works alone). */
  readonly crew: readonly CrewMember[];
}

function machineOf(data: unknown): Machine {
  const parsed = parseMachine(data);
  if (!parsed.ok) throw new Error(`A built-in machine file is invalid:\n${parsed.errors.join('\n')}`);
  return parsed.value;
}

const PUMP = machineOf(pumpData);
const CONVEYOR = machineOf(conveyorData);
const PRESS = machineOf(pressData);
const PANEL = machineOf(panelData);

const TESTER_SLOT: readonly VariantOption[] = [
  { id: 'tester-ok', ops: [] },
  { id: 'tester-dead', ops: [{ op: 'deadTester' }] },
];

/** The built-in work orders, in the order the list shows them. */
export const SCENARIOS: readonly ScenarioDef[] = [
  {
    id: 'bomba-p101',
    machine: PUMP,
    domain: 'machine',
    job: {
      pt: 'Trocar o rolamento do lado acoplado da bomba P-101',
      en: 'Replace the drive-end bearing of pump P-101',
      es: 'Cambiar el rodamiento del lado de acoplamiento de la bomba P-101',
      fr: 'Remplacer le roulement côté accouplement de la pompe P-101',
      de: 'Antriebsseitiges Lager der Pumpe P-101 tauschen',
    },
    where: { pt: 'Casa de bombas, área 100', en: 'Pump house, area 100', es: 'Sala de bombas, área 100', fr: 'Station de pompage, zone 100', de: 'Pumpenhaus, Bereich 100' },
    zone: ['motor', 'casing'],
    adjacent: [],
    variants: [
      [
        { id: 'feed-bucket-3', ops: [] },
        { id: 'feed-bucket-4', ops: [{ op: 'swapFeeds', a: 'bucket-3', b: 'bucket-4' }] },
        { id: 'mislabelled-buckets', ops: [{ op: 'swapFeeds', a: 'bucket-3', b: 'bucket-4', keepLabels: true }] },
      ],
      [
        { id: 'no-colleague', ops: [] },
        { id: 'colleague-on-discharge', ops: [{ op: 'colleagueLock', device: 'discharge-valve', owner: 'colleague' }] },
      ],
      TESTER_SLOT,
    ],
  },
  {
    // The same pump, but the job opens the motor's terminal box: the try-out and a proven two-pole
    // tester on every conductor there, both.
    id: 'bomba-p101-motor',
    machine: PUMP,
    domain: 'machine',
    job: {
      pt: 'Trocar o motor da bomba P-101 (desligar os cabos na caixa de ligação)',
      en: 'Exchange the motor of pump P-101 (disconnect its cables at the terminal box)',
      es: 'Cambiar el motor de la bomba P-101 (desconectar los cables en la caja de bornes)',
      fr: 'Échanger le moteur de la pompe P-101 (débrancher ses câbles à la boîte à bornes)',
      de: 'Motor der Pumpe P-101 tauschen (Kabel am Klemmenkasten abklemmen)',
    },
    where: { pt: 'Casa de bombas, área 100', en: 'Pump house, area 100', es: 'Sala de bombas, área 100', fr: 'Station de pompage, zone 100', de: 'Pumpenhaus, Bereich 100' },
    zone: ['motor'],
    adjacent: [],
    opens: ['terminals'],
    variants: [
      [
        { id: 'feed-bucket-3', ops: [] },
        { id: 'feed-bucket-4', ops: [{ op: 'swapFeeds', a: 'bucket-3', b: 'bucket-4' }] },
        { id: 'mislabelled-buckets', ops: [{ op: 'swapFeeds', a: 'bucket-3', b: 'bucket-4', keepLabels: true }] },
      ],
      TESTER_SLOT,
    ],
  },
  {
    id: 'transportador-c201',
    machine: CONVEYOR,
    domain: 'machine',
    job: {
      pt: 'Substituir a correia do transportador C-201',
      en: 'Replace the belt of conveyor C-201',
      es: 'Sustituir la banda de la cinta C-201',
      fr: 'Remplacer la bande du convoyeur C-201',
      de: 'Gurt des Förderers C-201 wechseln',
    },
    where: { pt: 'Galeria de correias, área 200', en: 'Conveyor gallery, area 200', es: 'Galería de cintas, área 200', fr: 'Galerie des convoyeurs, zone 200', de: 'Bandbrücke, Bereich 200' },
    zone: ['drive-1', 'drive-2', 'take-up'],
    adjacent: [],
    variants: [
      [
        { id: 'feeds-as-labelled', ops: [] },
        { id: 'mislabelled-m2', ops: [{ op: 'swapFeeds', a: 'bucket-8', b: 'bucket-9', keepLabels: true }] },
      ],
      [
        { id: 'two-drives', ops: [] },
        {
          id: 'third-drive',
          // A tail drive added later, fed from another MCC on a run of its own (row 600), so its
          // feeder is never drawn over the first two drives' or the control station's lines.
          ops: [
            {
              op: 'add',
              component: {
                id: 'mcc-3',
                kind: 'supply',
                energy: 'electrical',
                magnitude: 400,
                label: 'CCM-3',
                labels: { en: 'MCC-3', de: 'MCC-3' },
                x: 140,
                y: 600,
                name: { pt: 'Barramento do CCM-3', en: 'MCC-3 busbar', es: 'Embarrado del CCM-3', fr: 'Jeu de barres du CCM-3', de: 'Sammelschiene MCC-3' },
              },
              connections: [['mcc-3', 'mcc-3-bucket-2']],
            },
            {
              op: 'add',
              component: {
                id: 'mcc-3-bucket-2',
                kind: 'breaker',
                label: 'C-201 M3',
                grammar: { pt: 'f' },
                x: 280,
                y: 600,
                name: { pt: 'Gaveta 2 do CCM-3', en: 'MCC-3 bucket 2', es: 'Cajón 2 del CCM-3', fr: 'Tiroir 2 du CCM-3', de: 'MCC-3 Einschub 2' },
              },
              connections: [['mcc-3-bucket-2', 'drive-3']],
            },
            {
              op: 'add',
              component: {
                id: 'drive-3',
                kind: 'load',
                energy: 'electrical',
                position: 'on',
                label: 'M3',
                x: 980,
                y: 600,
                name: {
                  pt: 'Motor de acionamento da cauda M3 (instalado depois)',
                  en: 'Tail drive motor M3 (added later)',
                  es: 'Motor de accionamiento de cola M3 (añadido después)',
                  fr: "Moteur d'entraînement de queue M3 (ajouté depuis)",
                  de: 'Heckantrieb M3 (nachgerüstet)',
                },
              },
              connections: [],
            },
            { op: 'act', control: 'start', load: 'drive-3' },
            { op: 'act', control: 'stop', load: 'drive-3' },
            { op: 'act', control: 'pull-cord', load: 'drive-3' },
            { op: 'zone', add: 'drive-3' },
          ],
        },
      ],
      TESTER_SLOT,
    ],
  },
  {
    id: 'prensa-ph301',
    machine: PRESS,
    domain: 'machine',
    job: {
      pt: 'Trocar a ferramenta (matriz) da prensa PH-301',
      en: 'Change the die of press PH-301',
      es: 'Cambiar la matriz de la prensa PH-301',
      fr: "Changer l'outil de la presse PH-301",
      de: 'Werkzeug der Presse PH-301 wechseln',
    },
    where: { pt: 'Estamparia, linha 3', en: 'Press shop, line 3', es: 'Taller de prensas, línea 3', fr: 'Atelier de presses, ligne 3', de: 'Presswerk, Linie 3' },
    zone: ['cylinder', 'ram', 'clutch', 'pump-motor'],
    adjacent: [],
    // A die change is a crew job: two die setters work with the trainee, who leads the lockout.
    crew: [
      { id: 'crew-1', name: 'R. Alves' },
      { id: 'crew-2', name: 'M. Costa' },
    ],
    variants: [
      [
        { id: 'no-colleague', ops: [] },
        { id: 'colleague-on-main-switch', ops: [{ op: 'colleagueLock', device: 'main-switch', owner: 'colleague' }] },
      ],
      TESTER_SLOT,
    ],
  },
  {
    id: 'quadro-qd401',
    machine: PANEL,
    domain: 'electrical',
    job: {
      pt: 'Substituir os terminais do cabo do circuito 3',
      en: 'Replace the cable lugs of feeder 3',
      es: 'Sustituir los terminales del cable de la salida 3',
      fr: 'Remplacer les cosses du câble du départ 3',
      de: 'Kabelschuhe am Abgang 3 erneuern',
    },
    where: { pt: 'Subestação 4, quadro QD-401', en: 'Substation 4, board QD-401', es: 'Subestación 4, cuadro QD-401', fr: 'Poste 4, tableau QD-401', de: 'Station 4, Verteilung QD-401' },
    zone: ['feeder'],
    adjacent: ['busbar', 'next-feeder'],
    variants: [
      [
        { id: 'one-supply', ops: [] },
        {
          id: 'generator-backfeed',
          ops: [
            {
              op: 'add',
              component: {
                id: 'generator',
                kind: 'supply',
                energy: 'electrical',
                magnitude: 400,
                label: 'G-3',
                x: 0,
                y: 600,
                name: {
                  pt: 'Gerador de emergência da carga (retroalimentação)',
                  en: 'Standby generator at the load end (backfeed)',
                  es: 'Grupo electrógeno en el extremo de la carga (retorno)',
                  fr: 'Groupe électrogène côté charge (réalimentation)',
                  de: 'Notstromaggregat am Verbraucherende (Rückspeisung)',
                },
              },
              connections: [['generator', 'generator-breaker']],
            },
            {
              op: 'add',
              component: {
                id: 'generator-breaker',
                kind: 'breaker',
                label: 'QG3',
                x: 140,
                y: 600,
                name: {
                  pt: 'Disjuntor do gerador QG3',
                  en: 'Generator breaker QG3',
                  es: 'Interruptor del grupo QG3',
                  fr: 'Disjoncteur du groupe QG3',
                  de: 'Generatorschalter QG3',
                },
              },
              connections: [['generator-breaker', 'feeder']],
            },
          ],
        },
      ],
      TESTER_SLOT,
    ],
  },
];

/** The work order with this id, if there is one. */
export function scenarioDef(id: string): ScenarioDef | undefined {
  return SCENARIOS.find((s) => s.id === id);
}

/** Applies one option's changes to a machine. */
function applyOps(machine: Machine, ops: readonly VariantOp[]): Machine {
  let components = [...machine.components];
  let connections = [...machine.connections];
  for (const op of ops) {
    if (op.op === 'swapFeeds') {
      connections = connections.map(([from, to]): readonly [string, string] => [from === op.a ? op.b : from === op.b ? op.a : from, to]);
      if (!op.keepLabels) {
        const { label: a, labels: aLabels } = component(machine, op.a);
        const { label: b, labels: bLabels } = component(machine, op.b);
        components = components.map((c) => (c.id === op.a ? { ...c, label: b, labels: bLabels } : c.id === op.b ? { ...c, label: a, labels: aLabels } : c));
      }
    } else if (op.op === 'add') {
      components = [...components, op.component];
      connections = [...connections, ...op.connections];
    } else if (op.op === 'act') {
      components = components.map((c) => (c.id === op.control ? { ...c, acts: [...(c.acts ?? []), op.load] } : c));
    }
  }
  return { ...machine, components, connections };
}

/** The largest seed a URL may carry (`?semente=`). */
export const MAX_SEED = 2 ** 31 - 1;

/** Builds the work order a seed gives: one option per slot, picked by the seeded random source. */
export function buildScenario(def: ScenarioDef, seed: number): Scenario {
  const random = createRandom(seed);
  const options = def.variants.map((slot) => slot[Math.floor(random() * slot.length)] ?? slot[0]!);
  const ops = options.flatMap((o) => o.ops);
  const machine = applyOps(def.machine, ops);
  const colleagueLocks: Record<string, string> = {};
  for (const op of ops) if (op.op === 'colleagueLock') colleagueLocks[op.device] = op.owner;
  return {
    def,
    seed,
    machine,
    zone: [...def.zone, ...ops.flatMap((op) => (op.op === 'zone' ? [op.add] : []))],
    picked: options.map((o) => o.id),
    colleagueLocks,
    tester: { battery: ops.some((op) => op.op === 'deadTester') ? 'dead' : 'ok' },
    crew: def.crew ?? [],
  };
}

/** Reads `semente` from a query string: a whole number from 0 to MAX_SEED, else undefined. */
export function parseScenarioSeed(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('semente');
  if (raw === null || !/^\d{1,10}$/.test(raw)) return undefined;
  const seed = Number(raw);
  return seed <= MAX_SEED ? seed : undefined;
}

/** Practice explains at once and allows undo; assessment gives no hints and is failed by a critical mistake. */
export const MODES = ['pratica', 'avaliacao'] as const;
/** One mode, as the URL names it (`?modo=`). */
export type Mode = (typeof MODES)[number];

/** Reads `modo` from a query string; anything else is practice. */
export function parseMode(search: string): Mode {
  return new URLSearchParams(search).get('modo') === 'avaliacao' ? 'avaliacao' : 'pratica';
}

/** One energy to control, as the procedure sheet lists it. */
export interface SheetSource {
  /** The supply, store or raised part the energy comes from. */
  readonly source: string;
  readonly energy: EnergyKind;
  readonly magnitude: number;
  /** How it is controlled: isolate at a device, release through a bleed, restrain with a block. */
  readonly control: 'isolate' | 'release' | 'restrain' | 'follows';
  /** The device that isolates or releases it (none for a restrained part or one that follows another). */
  readonly device?: string;
  /** For `follows`: the load whose isolation removes it (a pump stops with its motor). */
  readonly follows?: string;
  /** For a store: the gas precharge that stays after the liquid side is bled (never bled here). */
  readonly precharge?: number;
}

/** The machine-specific procedure (OSHA 1910.147(c)(4)(ii)), derived from the machine. */
export interface ProcedureSheet {
  readonly sources: readonly SheetSource[];
  /** Start controls to try after isolating (the try-out at the local control). */
  readonly tryOut: readonly string[];
  /** Gauges that show the stored energy is gone: each is read at zero before work. */
  readonly gauges: readonly string[];
  /** Parts that keep turning after their drive stops: wait for standstill and check it. */
  readonly coasting: readonly string[];
  /** Test points where absence of voltage is proved. */
  readonly testPoints: readonly string[];
  readonly adjacent: readonly string[];
  /** The crew under the group lockout (each member's padlock goes on the lockbox); empty when alone. */
  readonly crew: readonly CrewMember[];
}

/** Every path of connections from one component to another (machines are small). */
function paths(machine: Machine, from: string, to: string): string[][] {
  const result: string[][] = [];
  const walk = (at: string, path: string[]): void => {
    if (at === to) {
      result.push(path);
      return;
    }
    for (const [a, b] of machine.connections) if (a === at && !path.includes(b)) walk(b, [...path, b]);
  };
  walk(from, [from]);
  return result;
}

/**
 * The procedure sheet of a work order: for every source that can reach the zone, the device nearest
 * the work that isolates it; every store on the way with its bleed; every raised part to block; the
 * start controls to try, the gauges to read and the test points to prove dead.
 */
export function procedureSheet(scenario: Scenario): ProcedureSheet {
  const { machine, zone } = scenario;
  const { adjacent } = scenario.def;
  const sources: SheetSource[] = [];
  const seen = new Set<string>();
  for (const c of machine.components) {
    if (c.kind === 'supply') {
      for (const target of zone) {
        for (const path of paths(machine, c.id, target)) {
          const isolator = [...path].reverse().find((id) => isIsolating(component(machine, id)));
          const key = `${c.id}:${isolator ?? c.requires ?? ''}`;
          if (seen.has(key)) continue;
          seen.add(key);
          if (isolator) sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'isolate', device: isolator });
          else if (c.requires) sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'follows', follows: c.requires });
          else throw new Error(`${machine.id}: ${c.id} reaches ${target} with no isolating device on the way`);
        }
      }
    }
    if (c.kind === 'store') {
      const reaches = zone.some((target) => target === c.id || paths(machine, c.id, target).length > 0);
      if (reaches) {
        const bleed = machine.components.find((b) => b.kind === 'bleed' && b.at === c.id);
        if (!bleed) throw new Error(`${machine.id}: the store ${c.id} has no bleed`);
        sources.push({ source: c.id, energy: c.energy!, magnitude: c.magnitude!, control: 'release', device: bleed.id, ...(c.precharge !== undefined ? { precharge: c.precharge } : {}) });
      }
    }
    if (c.kind === 'gravity' && zone.includes(c.id)) sources.push({ source: c.id, energy: 'gravity', magnitude: c.magnitude ?? 0, control: 'restrain' });
  }
  const zoneLoads = new Set(zone);
  const tryOut = machine.components.filter((c) => c.kind === 'control' && c.role === 'start' && (c.acts ?? []).some((l) => zoneLoads.has(l))).map((c) => c.id);
  const gauges = machine.components.filter((c) => c.kind === 'gauge' && sources.some((s) => s.source === c.at)).map((c) => c.id);
  // A machine job proves absence of voltage only where it opens an electrical enclosure.
  const opened = scenario.def.domain === 'electrical' ? null : new Set(scenario.def.opens ?? []);
  const testPoints = machine.components
    .filter((c) => c.kind === 'testpoint' && c.at !== undefined && zoneLoads.has(c.at) && (opened === null || opened.has(c.id)))
    .map((c) => c.id);
  const coasting = machine.components.filter((c) => PART_MODELS[c.kind].coasts(c) && zoneLoads.has(c.id)).map((c) => c.id);
  return { sources, tryOut, gauges, coasting, testPoints, adjacent, crew: scenario.crew };
}

/** The machine as the trainee finds it: running, with any colleague's lock already on (its device off). */
export function startState(scenario: Scenario): MachineState {
  let state = initialState(scenario.machine);
  for (const [device, owner] of Object.entries(scenario.colleagueLocks)) {
    state = operate(scenario.machine, state, device, 'off').state;
    state = lock(scenario.machine, state, device, owner).state;
  }
  return state;
}
