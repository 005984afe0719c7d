export { ingestionService } from './server.js';
export { loadIngestionConfig, ingestionConfigShape, type IngestionConfig } from './config.js';
export { ingestedEmailModel } from './models/ingested-email.model.js';
export { recordIngestedEmail } from './domain/record-ingested-email.service.js';
