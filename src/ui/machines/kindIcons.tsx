import { ArrowDownToLine, BatteryCharging, CircleDot, CirclePlay, Cog, Crosshair, Droplets, Gauge, PlugZap, Power, RotateCw, ToggleRight, type LucideIcon } from 'lucide-react';
import type { ComponentKind } from '../../rules/machine';

/** The editor's sign for each kind of part (the trainee scene draws its own art). */
const ICONS: Readonly<Record<ComponentKind, LucideIcon>> = {
  supply: PlugZap,
  disconnect: ToggleRight,
  breaker: Power,
  valve: CircleDot,
  bleed: Droplets,
  store: BatteryCharging,
  load: Cog,
  coasting: RotateCw,
  gravity: ArrowDownToLine,
  control: CirclePlay,
  gauge: Gauge,
  testpoint: Crosshair,
};

/** The icon of a kind of part, hidden from screen readers (the part's name says what it is). */
export function KindIcon({ kind }: { readonly kind: ComponentKind }) {
  const Icon = ICONS[kind];
  return <Icon aria-hidden="true" />;
}
