export { interviewFactsSchema, normalizeFacts, consistentClassification, type InterviewFacts } from './interview-facts.js';
export {
  INTERVIEW_FACTS_INSTRUCTIONS,
  createInterviewFactsTask,
  heuristicInterviewFacts,
  interviewFactsTask,
  prepareInterviewEmailForModel,
  readInterviewEmail,
  type InterviewEmailReading,
} from './interview-facts.task.js';
export { serializeForExtraction, readSerializedEmail, type SerializedEmail } from './serialize.js';
export { ATS_PROVIDERS, atsForDomain, isCorporateDomain, isPersonalMailDomain, workdayTenant } from './domains.js';
export { classifyPosition } from './position.js';
export { evaluateCorpus, formatAccuracyTable, type CorpusReport, type FieldAccuracy } from './accuracy.js';
