import type { EnergyId, HazardId } from '../../rules/catalog';
import { pickGesture, type PickInput, type PickIntent } from '../../scenes/shared/gesture';
import { challenge, dropHazard, selectHazard } from '../../state/challenge';

/**
 * Tap-then-tap and the keyboard on the challenge: runs the shared pick-then-drop machine on the
 * store's picked hazard and applies what it means (pick, put back, drop). Returns the intents, so
 * the caller can move the focus (on to the targets after a pick).
 */
export function pickAndDrop(event: PickInput<HazardId, EnergyId>): PickIntent<HazardId, EnergyId>[] {
  const { intents } = pickGesture(challenge().selected, event);
  for (const intent of intents) {
    if (intent.kind === 'pick') selectHazard(intent.item);
    else if (intent.kind === 'unpick') selectHazard(null);
    else dropHazard(intent.item, intent.target);
  }
  return intents;
}
