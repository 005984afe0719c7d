import { runService } from '@hiring/service-kit';
import { loadAuthConfig } from './config.js';
import { authService } from './server.js';

await runService(() => authService(loadAuthConfig()));
