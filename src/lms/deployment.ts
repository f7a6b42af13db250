/**
 * What a deployment's loto-config.json asks a page to start, once the page is up (main.tsx calls
 * it when the browser is idle): the learning record store's sender, which sends what earlier pages
 * left queued, and the plant library's sync, which brings the deployment's machine files onto the
 * device. Each one's code loads only where the file names it (for the LRS, also where this device
 * kept a configuration from an earlier visit): a site without them loads neither (issue 24).
 */
import { deploymentConfig, names, needsLrsCode } from '../platform/deploymentConfig';

export async function startDeployment(reportsToLrs: boolean): Promise<void> {
  const config = await deploymentConfig();
  if (reportsToLrs && needsLrsCode(config)) {
    void import('./lrsConfig')
      .then((lrs) => lrs.startLrs())
      .catch((error: unknown) => console.warn('The LRS code could not load; what is queued stays on this device for the next page.', error));
  }
  if (names(config, 'machines')) {
    void import('../records/deploymentMachines')
      .then((deployment) => deployment.deploymentSynced())
      .catch((error: unknown) => console.warn('The plant library could not be brought onto this device.', error));
  }
}
