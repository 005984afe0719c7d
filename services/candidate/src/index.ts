export { candidateService } from './server.js';
export { loadCandidateConfig, candidateConfigShape, type CandidateConfig } from './config.js';
export { yearsOfExperience } from './domain/years-experience.js';
export { NOTHING_TO_UPDATE } from './resolvers/candidate-profile.resolvers.js';
