import { describeContainerJourney } from './journey.js';

// Both journeys in one file, so they run one after the other in one jest worker: started at once
// beside the other tests, two stacks of eleven and thirteen containers starting together on two
// cores made Kafka's health check time out (a landing CI run, 2026-12-01).
// docker-compose.yml under podman-compose: `npm run test:containers` (HM_CONTAINER_JOURNEY=1).
describeContainerJourney('compose', process.env['HM_CONTAINER_JOURNEY'] === '1');
// deploy/k8s under `podman kube play`: `npm run test:kube` (HM_KUBE_JOURNEY=1).
describeContainerJourney('kube', process.env['HM_KUBE_JOURNEY'] === '1');
