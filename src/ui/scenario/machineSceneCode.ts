import { sceneCode } from '../common/sceneCode';

/**
 * The machine scene, loaded on demand, and `startMachineScene`, which fetches its code, renderer
 * and typeface: the work order page calls it once it has painted its header, while its own code
 * (./ScenarioView.tsx and the rules) is still on the way.
 */
export const { Scene: MachineScene, start: startMachineScene } = sceneCode(() => import('../../scenes/machine/MachineScene'));
