import { connectMongo, createLogger } from '@hiring/service-kit';
import { loadInterviewsConfig } from '../config.js';
import { rejudgeInterviews } from '../domain/rejudge-evidence.service.js';
import { emailClaimModel } from '../models/email-claim.model.js';
import { interviewModel } from '../models/interview.model.js';

// Usage: npm run rejudge:interviews -w services/interviews (the service may keep running: its outbox
// relay publishes the InterviewUpdated events this records). Reads the service's environment.
const config = loadInterviewsConfig();
const logger = createLogger('interviews-rejudge', config.LOG_LEVEL);
const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
try {
  const summary = await rejudgeInterviews({ interviews: interviewModel(connection), claims: emailClaimModel(connection), trustedArcSealers: config.ARC_TRUSTED_SEALERS });
  logger.info(summary, 'interviews judged under the current evidence policy');
  console.info(JSON.stringify(summary));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await connection.close();
}
