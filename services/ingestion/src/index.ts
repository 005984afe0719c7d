export { ingestionService } from './server.js';
export { loadIngestionConfig, ingestionConfigShape, type IngestionConfig } from './config.js';
export { ingestedEmailModel, type IngestedEmail } from './models/ingested-email.model.js';
export { ingestionOutcomeModel, type IngestionOutcomeRecord } from './models/ingestion-outcome.model.js';
export { mailboxSettings, type MailboxSettings } from './domain/mailbox/settings.js';
export { examineMessage, REPLY_MARKER_HEADER, type Examination } from './domain/examine-message.js';
export { stripForwarderSignatures } from './domain/strip-signatures.js';
export { outcomeReply } from './domain/outcome-reply.js';
export { triggerMessage } from './resolvers/ingestion-status.resolvers.js';
