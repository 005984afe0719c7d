import { describeContainerJourney } from './journey.js';

// deploy/k8s under `podman kube play`: `npm run test:kube` (HM_KUBE_JOURNEY=1).
describeContainerJourney('kube', process.env['HM_KUBE_JOURNEY'] === '1');
