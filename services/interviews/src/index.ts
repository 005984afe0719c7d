export { interviewsService } from './server.js';
export { loadInterviewsConfig, interviewsConfigShape, type InterviewsConfig } from './config.js';
