export { authService } from './server.js';
export { loadAuthConfig, authConfigShape, type AuthConfig } from './config.js';
