export { candidateService } from './server.js';
export { loadCandidateConfig, candidateConfigShape, type CandidateConfig } from './config.js';
export { yearsOfExperience } from './domain/years-experience.js';
