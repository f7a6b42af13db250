/**
 * The kinds of part a machine is made of, one module each (docs/parts.md). The list of kinds is
 * this record's keys: a kind without a model, a drawing (src/scenes/machine/parts/index.ts) or a
 * name in the locale files (`scenarios.kinds.*`) fails the type-check.
 */
import { bleed } from './bleed';
import { breaker } from './breaker';
import { coasting } from './coasting';
import { control } from './control';
import { disconnect } from './disconnect';
import { gauge } from './gauge';
import { gravity } from './gravity';
import { load } from './load';
import { store } from './store';
import { supply } from './supply';
import { testpoint } from './testpoint';
import type { PartModel } from './types';
import { valve } from './valve';

const MODELS = { supply, disconnect, breaker, valve, bleed, store, load, coasting, gravity, control, gauge, testpoint } as const satisfies Record<string, PartModel>;

/** One kind of component. */
export type ComponentKind = keyof typeof MODELS;

/** Every kind's model, by kind. */
export const PART_MODELS: Readonly<Record<ComponentKind, PartModel>> = MODELS;

/** The kinds of component, in the order the docs list them. */
export const COMPONENT_KINDS = Object.keys(MODELS) as readonly ComponentKind[];

/** The model of a kind. */
export function partModel(kind: ComponentKind): PartModel {
  return PART_MODELS[kind];
}

export type { AgreeingWord, OperateWord, PartAction, PartField, PartFacts, PartModel, PlainWord, SettleStep, StateWord } from './types';
