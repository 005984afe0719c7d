import { describeContainerJourney } from './journey.js';

// docker-compose.yml under podman-compose: `npm run test:containers` (HM_CONTAINER_JOURNEY=1).
describeContainerJourney('compose', process.env['HM_CONTAINER_JOURNEY'] === '1');
