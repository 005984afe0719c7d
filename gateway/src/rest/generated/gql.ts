/* eslint-disable */
import * as types from './graphql.js';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  fragment CandidateDetailsFields on CandidateDetails {\n    candidate {\n      ...SearchCandidateFields\n    }\n    interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n  }\n": typeof types.CandidateDetailsFieldsFragmentDoc,
    "\n  fragment CandidateProfileFields on CandidateProfile {\n    ...CandidateProfileBase\n    currentCompany\n    currentPosition\n    jobFamily\n    jobTitle\n    workStartMonth\n    workStartYear\n    workEndMonth\n    workEndYear\n    currentCompanyEmail\n    previousCompanies\n    certifications\n    yearsExperience\n    revision\n    updatedAt\n  }\n": typeof types.CandidateProfileFieldsFragmentDoc,
    "\n  fragment CandidateStatsFields on CandidateInterviewStats {\n    totalInterviews\n    totalCompanies\n    offersReceived\n  }\n": typeof types.CandidateStatsFieldsFragmentDoc,
    "\n  query CompanyProfilePage {\n    myCompanyProfile {\n      ...CompanyProfileFields\n    }\n  }\n": typeof types.CompanyProfilePageDocument,
    "\n  fragment CompanyProfileFields on CompanyProfile {\n    ...CompanyProfileBase\n    tokens\n  }\n": typeof types.CompanyProfileFieldsFragmentDoc,
    "\n  query CompanyTokenPackages {\n    companyTokens {\n      tokens\n      unlockCost\n      packages {\n        id\n        name\n        type: kind\n        price: priceUsd\n        tokens\n        interval\n        unlocks\n        pricePerUnlock: pricePerUnlockUsd\n        savingsPerMonth: savingsPerMonthUsd\n        bestValue\n        expires\n        features\n      }\n    }\n  }\n": typeof types.CompanyTokenPackagesDocument,
    "\n  fragment InterviewHistoryFields on InterviewHistory {\n    ...InterviewHistoryBase\n  }\n": typeof types.InterviewHistoryFieldsFragmentDoc,
    "\n  query MySubscription {\n    mySubscription {\n      ...CompanySubscriptionFields\n    }\n  }\n": typeof types.MySubscriptionDocument,
    "\n  query RankingStats {\n    rankingStats {\n      totalCandidates\n      totalInterviews {\n        ...RankingFields\n      }\n      offersReceived {\n        ...RankingFields\n      }\n      onsitesReceived {\n        ...RankingFields\n      }\n      companies {\n        ...RankingFields\n      }\n      profileUnlocks {\n        ...RankingFields\n      }\n    }\n  }\n": typeof types.RankingStatsDocument,
    "\n  fragment RankingFields on Ranking {\n    count\n    percentile\n    label\n    platformAverage\n  }\n": typeof types.RankingFieldsFragmentDoc,
    "\n  query Referrals {\n    myReferrals {\n      count\n      maxReferrals\n      referrals {\n        ...ReferralFields\n      }\n    }\n  }\n": typeof types.ReferralsDocument,
    "\n  fragment RestInterviewFields on SearchInterview {\n    id\n    processId\n    companyName\n    companyDomain\n    position\n    aiExtractedPosition\n    positionEditedByCandidate\n    jobFamily\n    jobTitle\n    stage\n    stageLabel\n    date\n    sourceType: sourceGroup\n    sourceLabel\n    aiSummary\n    notes\n    evidence {\n      kind\n      signingDomain\n      system\n      employer\n      label\n      level\n      levelLabel\n      levelDescription\n    }\n  }\n": typeof types.RestInterviewFieldsFragmentDoc,
    "\n  fragment SearchCandidateFields on SearchCandidate {\n    id\n    candidateId: id\n    ...SearchCandidateBase\n    companies: interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n    employerVerifiedInterviews\n  }\n": typeof types.SearchCandidateFieldsFragmentDoc,
    "\n  fragment SearchPageFields on CandidateSearchPage {\n    ...SearchPageBase\n    stats {\n      ...SearchStatsFields\n    }\n  }\n": typeof types.SearchPageFieldsFragmentDoc,
    "\n  fragment CompanySubscriptionFields on CompanySubscription {\n    ...CompanySubscriptionBase\n    price: priceUsd\n    source\n  }\n": typeof types.CompanySubscriptionFieldsFragmentDoc,
    "\n  fragment UnlockResultFields on UnlockResult {\n    tokensRemaining: tokens\n    tokensSpent\n    alreadyUnlocked\n    message\n  }\n": typeof types.UnlockResultFieldsFragmentDoc,
    "\n  fragment UnlockedCandidateFields on UnlockedCandidate {\n    id\n    candidateId: id\n    unlockedAt\n    tokensSpent\n    deleted\n  }\n": typeof types.UnlockedCandidateFieldsFragmentDoc,
    "query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {\n  analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {\n    isInterviewRelated\n    companyName\n    companyDomain\n    interviewStage\n    stageLabel\n    interviewDate\n    position\n    jobFamily\n    jobTitle\n    summary\n    extractedBy\n    forwarded\n  }\n}": typeof types.AnalyzeInterviewEmailDocument,
    "fragment EmailIngestionPollFields on EmailIngestionPoll {\n  startedAt\n  finishedAt\n  newMessages\n  forwarded\n  ignored\n  duplicates\n  failed\n  error\n  takenElsewhere\n  remaining\n}": typeof types.EmailIngestionPollFieldsFragmentDoc,
    "fragment EmailIngestionStatusFields on EmailIngestionStatus {\n  serviceConfigured\n  emailUser\n  processedEmailsCount\n  recentInterviewsWeek\n  pollIntervalSeconds\n  lastPoll {\n    ...EmailIngestionPollFields\n  }\n  recentEmails(limit: 10) {\n    id\n    forwarderEmail\n    subject\n    receivedAt\n    status\n    reason\n    outcome\n    outcomeReason\n  }\n}": typeof types.EmailIngestionStatusFieldsFragmentDoc,
    "query AdminEmailIngestionStatus {\n  emailIngestionStatus {\n    ...EmailIngestionStatusFields\n  }\n  interviewExtractorStatus {\n    openaiConfigured\n    model\n  }\n}": typeof types.AdminEmailIngestionStatusDocument,
    "mutation TriggerEmailIngestion {\n  triggerEmailIngestion {\n    message\n    poll {\n      ...EmailIngestionPollFields\n    }\n  }\n}": typeof types.TriggerEmailIngestionDocument,
    "mutation ChangePassword($currentPassword: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}": typeof types.ChangePasswordDocument,
    "mutation CompleteRegistration($input: CompleteRegistrationInput!) {\n  completeRegistration(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.CompleteRegistrationDocument,
    "mutation DeleteMyAccount($password: String) {\n  deleteMyAccount(password: $password) {\n    success\n    message\n  }\n}": typeof types.DeleteMyAccountDocument,
    "mutation ForgotPassword($email: String) {\n  forgotPassword(email: $email) {\n    message\n  }\n}": typeof types.ForgotPasswordDocument,
    "mutation Login($email: String, $password: String) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.LoginDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": typeof types.LogoutDocument,
    "mutation RegisterWithVerification($input: RegisterWithVerificationInput!) {\n  registerWithVerification(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": typeof types.RegisterWithVerificationDocument,
    "mutation RequestDataExport($password: String) {\n  requestDataExport(password: $password) {\n    url\n    expiresAt\n  }\n}": typeof types.RequestDataExportDocument,
    "mutation ResetPassword($email: String, $code: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  resetPassword(\n    email: $email\n    code: $code\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}": typeof types.ResetPasswordDocument,
    "mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n  sendVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}": typeof types.SendVerificationCodeDocument,
    "fragment SessionUser on User {\n  id\n  email\n  userType\n  firstName\n  lastName\n  companyName\n  emailVerified\n  emailVerifiedAt\n  isAdmin\n}": typeof types.SessionUserFragmentDoc,
    "mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {\n  validateVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}": typeof types.ValidateVerificationCodeDocument,
    "mutation CancelSubscription {\n  cancelSubscription {\n    ...CompanySubscriptionFields\n  }\n}": typeof types.CancelSubscriptionDocument,
    "mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {\n  checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {\n    status\n    message\n    tokensGranted\n    grants {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}": typeof types.CheckPendingPurchaseDocument,
    "fragment CompanySubscriptionBase on CompanySubscription {\n  hasSubscription\n  status\n  plan\n  planName\n  tokensPerMonth\n  nextRenewal\n}": typeof types.CompanySubscriptionBaseFragmentDoc,
    "mutation CreateCheckoutSession($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    devMode\n    checkoutUrl\n    sessionId\n    message\n    tokensGranted\n    grant {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}": typeof types.CreateCheckoutSessionDocument,
    "mutation AddEmail($email: String) {\n  addEmail(email: $email) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}": typeof types.AddEmailDocument,
    "fragment CandidateProfileBase on CandidateProfile {\n  id\n  email\n  firstName\n  lastName\n  linkedinUrl\n  preferredLocation\n  workModel\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  isStrictlyRemote\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  skills\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}": typeof types.CandidateProfileBaseFragmentDoc,
    "query CandidateProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n  myCandidateProfile {\n    ...CandidateProfileFields\n  }\n}": typeof types.CandidateProfileDocument,
    "fragment ReferralFields on Referral {\n  id\n  refereeFirstName\n  refereeLastName\n  refereeEmail\n  hasSignedUp\n  sentAt\n}": typeof types.ReferralFieldsFragmentDoc,
    "mutation RemoveEmail($id: ID!) {\n  removeEmail(id: $id) {\n    message\n  }\n}": typeof types.RemoveEmailDocument,
    "mutation ResendEmailVerification($email: String) {\n  resendEmailVerification(email: $email) {\n    message\n  }\n}": typeof types.ResendEmailVerificationDocument,
    "mutation SendReferral($input: ReferralInput!) {\n  sendReferral(input: $input) {\n    message\n    referral {\n      ...ReferralFields\n    }\n  }\n}": typeof types.SendReferralDocument,
    "mutation UpdateCandidateProfile($input: CandidateProfileInput!) {\n  updateCandidateProfile(input: $input) {\n    message\n    profile {\n      ...CandidateProfileFields\n    }\n  }\n}": typeof types.UpdateCandidateProfileDocument,
    "fragment VerifiedEmailFields on VerifiedEmail {\n  id\n  email\n  isPrimary\n  verified\n  verifiedAt\n  canRemove\n}": typeof types.VerifiedEmailFieldsFragmentDoc,
    "query VerifiedEmails {\n  myVerifiedEmails {\n    maxEmails\n    emails {\n      ...VerifiedEmailFields\n    }\n  }\n}": typeof types.VerifiedEmailsDocument,
    "mutation VerifyAdditionalEmail($email: String, $code: String) {\n  verifyAdditionalEmail(email: $email, code: $code) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}": typeof types.VerifyAdditionalEmailDocument,
    "fragment CompanyProfileBase on CompanyProfile {\n  id\n  email\n  firstName\n  lastName\n  companyName\n  industry\n  size\n  website\n  identityProven\n  provenDomains\n  websiteProven\n  workAddresses {\n    email\n    domain\n    verifiedAt\n    source\n  }\n  nameHistory {\n    name\n    changedAt\n  }\n}": typeof types.CompanyProfileBaseFragmentDoc,
    "query CompanyTokens {\n  companyTokens {\n    tokens\n  }\n}": typeof types.CompanyTokensDocument,
    "mutation SaveCompanyProfile($input: CompanyProfileInput!) {\n  saveCompanyProfile(input: $input) {\n    message\n    profile {\n      ...CompanyProfileFields\n    }\n  }\n}": typeof types.SaveCompanyProfileDocument,
    "mutation RequestWorkAddressCode($email: String!) {\n  requestWorkAddressCode(email: $email) {\n    email\n    message\n  }\n}\n\nmutation VerifyWorkAddress($email: String!, $code: String!) {\n  verifyWorkAddress(email: $email, code: $code) {\n    ...CompanyProfileFields\n  }\n}": typeof types.RequestWorkAddressCodeDocument,
    "mutation DeleteInterview($id: ID!) {\n  deleteInterview(id: $id)\n}": typeof types.DeleteInterviewDocument,
    "fragment InterviewFields on Interview {\n  id\n  processId\n  companyName\n  companyDomain\n  date\n  stage\n  stageLabel\n  position\n  jobFamily\n  jobTitle\n  visibility\n  positionEditedByCandidate\n  aiExtractedPosition\n  aiExtractedJobFamily\n  aiExtractedJobTitle\n  aiSummary\n  verificationDetails {\n    hasIssues\n    issuesList {\n      title\n      description\n    }\n    statusDescription\n  }\n  overallConfidence: confidence {\n    status\n    message\n    score\n  }\n  verificationTests {\n    contentUnmodified {\n      passed\n      dkimPassed\n      arcPassed\n    }\n    senderVerified {\n      passed\n      originalSpfPassed\n      currentSpfPassed\n    }\n    dkim\n    spf\n    arc\n    dmarc\n    ownership\n    recipient\n  }\n  sourceType\n  uploadedAt\n}": typeof types.InterviewFieldsFragmentDoc,
    "fragment InterviewHistoryBase on InterviewHistory {\n  totalInterviews\n  companies {\n    processId\n    companyName\n    companyDomain\n    latestDate\n    notes\n    interviews {\n      ...InterviewFields\n    }\n  }\n}": typeof types.InterviewHistoryBaseFragmentDoc,
    "query InterviewHistory {\n  interviewHistory {\n    ...InterviewHistoryFields\n  }\n}": typeof types.InterviewHistoryDocument,
    "mutation SetInterviewProcessNotes($processId: ID!, $notes: String!) {\n  setInterviewProcessNotes(processId: $processId, notes: $notes) {\n    processId\n    notes\n  }\n}": typeof types.SetInterviewProcessNotesDocument,
    "mutation SetInterviewVisibility($id: ID!, $visibility: String!) {\n  setInterviewVisibility(id: $id, visibility: $visibility) {\n    ...InterviewFields\n  }\n}": typeof types.SetInterviewVisibilityDocument,
    "mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {\n  updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {\n    ...InterviewFields\n  }\n}": typeof types.UpdateInterviewPositionDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  rateLimitPerMinute\n  dailyUnlockLimit\n  createdAt\n  lastUsedAt\n  revokedAt\n  usage {\n    requestsToday\n    throttledToday\n    requestsLast7Days\n  }\n}": typeof types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": typeof types.ApiKeysDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    apiKey {\n      ...ApiKeyFields\n    }\n  }\n}": typeof types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": typeof types.RevokeApiKeyDocument,
    "fragment TrustedDocumentFields on TrustedDocument {\n  hash\n  name\n  createdAt\n}\n\nquery TrustedDocuments {\n  trustedDocuments {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RegisterTrustedDocuments($documents: [String!]!) {\n  registerTrustedDocuments(documents: $documents) {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RemoveTrustedDocument($hash: String!) {\n  removeTrustedDocument(hash: $hash)\n}": typeof types.TrustedDocumentFieldsFragmentDoc,
    "query CandidateDetails($candidateId: ID!) {\n  candidateDetails(candidateId: $candidateId) {\n    ...CandidateDetailsFields\n  }\n}": typeof types.CandidateDetailsDocument,
    "query InterviewStages {\n  interviewStages\n}": typeof types.InterviewStagesDocument,
    "fragment SearchCandidateBase on SearchCandidate {\n  id\n  isUnlocked\n  name\n  firstName\n  lastName\n  email\n  linkedinUrl\n  preferredLocation\n  currentCompany\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  yearsExperience\n  workModel\n  isStrictlyRemote\n  currentPosition\n  jobFamily\n  jobTitle\n  skills\n  top5Skills\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}": typeof types.SearchCandidateBaseFragmentDoc,
    "query SearchCandidates($input: CandidateSearchInput) {\n  searchCandidates(input: $input) {\n    ...SearchPageFields\n  }\n}": typeof types.SearchCandidatesDocument,
    "fragment SearchPageBase on CandidateSearchPage {\n  candidates {\n    ...SearchCandidateFields\n  }\n  pagination {\n    page\n    perPage\n    total\n    pages\n  }\n}": typeof types.SearchPageBaseFragmentDoc,
    "fragment SearchStatsFields on CompanySearchStats {\n  totalCandidates\n  unlockedCandidates\n  unlockedOffers\n  unlockedInterviews\n  topStages {\n    stage\n    label\n    count\n  }\n}": typeof types.SearchStatsFieldsFragmentDoc,
    "mutation UnlockCandidate($candidateId: ID!) {\n  unlockCandidate(candidateId: $candidateId) {\n    ...UnlockResultBase\n    ...UnlockResultFields\n  }\n}": typeof types.UnlockCandidateDocument,
    "fragment UnlockResultBase on UnlockResult {\n  candidate {\n    ...SearchCandidateFields\n  }\n  tokens\n}": typeof types.UnlockResultBaseFragmentDoc,
    "query UnlockedCandidates {\n  unlockedCandidates {\n    ...UnlockedCandidateFields\n  }\n}": typeof types.UnlockedCandidatesDocument,
};
const documents: Documents = {
    "\n  fragment CandidateDetailsFields on CandidateDetails {\n    candidate {\n      ...SearchCandidateFields\n    }\n    interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n  }\n": types.CandidateDetailsFieldsFragmentDoc,
    "\n  fragment CandidateProfileFields on CandidateProfile {\n    ...CandidateProfileBase\n    currentCompany\n    currentPosition\n    jobFamily\n    jobTitle\n    workStartMonth\n    workStartYear\n    workEndMonth\n    workEndYear\n    currentCompanyEmail\n    previousCompanies\n    certifications\n    yearsExperience\n    revision\n    updatedAt\n  }\n": types.CandidateProfileFieldsFragmentDoc,
    "\n  fragment CandidateStatsFields on CandidateInterviewStats {\n    totalInterviews\n    totalCompanies\n    offersReceived\n  }\n": types.CandidateStatsFieldsFragmentDoc,
    "\n  query CompanyProfilePage {\n    myCompanyProfile {\n      ...CompanyProfileFields\n    }\n  }\n": types.CompanyProfilePageDocument,
    "\n  fragment CompanyProfileFields on CompanyProfile {\n    ...CompanyProfileBase\n    tokens\n  }\n": types.CompanyProfileFieldsFragmentDoc,
    "\n  query CompanyTokenPackages {\n    companyTokens {\n      tokens\n      unlockCost\n      packages {\n        id\n        name\n        type: kind\n        price: priceUsd\n        tokens\n        interval\n        unlocks\n        pricePerUnlock: pricePerUnlockUsd\n        savingsPerMonth: savingsPerMonthUsd\n        bestValue\n        expires\n        features\n      }\n    }\n  }\n": types.CompanyTokenPackagesDocument,
    "\n  fragment InterviewHistoryFields on InterviewHistory {\n    ...InterviewHistoryBase\n  }\n": types.InterviewHistoryFieldsFragmentDoc,
    "\n  query MySubscription {\n    mySubscription {\n      ...CompanySubscriptionFields\n    }\n  }\n": types.MySubscriptionDocument,
    "\n  query RankingStats {\n    rankingStats {\n      totalCandidates\n      totalInterviews {\n        ...RankingFields\n      }\n      offersReceived {\n        ...RankingFields\n      }\n      onsitesReceived {\n        ...RankingFields\n      }\n      companies {\n        ...RankingFields\n      }\n      profileUnlocks {\n        ...RankingFields\n      }\n    }\n  }\n": types.RankingStatsDocument,
    "\n  fragment RankingFields on Ranking {\n    count\n    percentile\n    label\n    platformAverage\n  }\n": types.RankingFieldsFragmentDoc,
    "\n  query Referrals {\n    myReferrals {\n      count\n      maxReferrals\n      referrals {\n        ...ReferralFields\n      }\n    }\n  }\n": types.ReferralsDocument,
    "\n  fragment RestInterviewFields on SearchInterview {\n    id\n    processId\n    companyName\n    companyDomain\n    position\n    aiExtractedPosition\n    positionEditedByCandidate\n    jobFamily\n    jobTitle\n    stage\n    stageLabel\n    date\n    sourceType: sourceGroup\n    sourceLabel\n    aiSummary\n    notes\n    evidence {\n      kind\n      signingDomain\n      system\n      employer\n      label\n      level\n      levelLabel\n      levelDescription\n    }\n  }\n": types.RestInterviewFieldsFragmentDoc,
    "\n  fragment SearchCandidateFields on SearchCandidate {\n    id\n    candidateId: id\n    ...SearchCandidateBase\n    companies: interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n    employerVerifiedInterviews\n  }\n": types.SearchCandidateFieldsFragmentDoc,
    "\n  fragment SearchPageFields on CandidateSearchPage {\n    ...SearchPageBase\n    stats {\n      ...SearchStatsFields\n    }\n  }\n": types.SearchPageFieldsFragmentDoc,
    "\n  fragment CompanySubscriptionFields on CompanySubscription {\n    ...CompanySubscriptionBase\n    price: priceUsd\n    source\n  }\n": types.CompanySubscriptionFieldsFragmentDoc,
    "\n  fragment UnlockResultFields on UnlockResult {\n    tokensRemaining: tokens\n    tokensSpent\n    alreadyUnlocked\n    message\n  }\n": types.UnlockResultFieldsFragmentDoc,
    "\n  fragment UnlockedCandidateFields on UnlockedCandidate {\n    id\n    candidateId: id\n    unlockedAt\n    tokensSpent\n    deleted\n  }\n": types.UnlockedCandidateFieldsFragmentDoc,
    "query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {\n  analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {\n    isInterviewRelated\n    companyName\n    companyDomain\n    interviewStage\n    stageLabel\n    interviewDate\n    position\n    jobFamily\n    jobTitle\n    summary\n    extractedBy\n    forwarded\n  }\n}": types.AnalyzeInterviewEmailDocument,
    "fragment EmailIngestionPollFields on EmailIngestionPoll {\n  startedAt\n  finishedAt\n  newMessages\n  forwarded\n  ignored\n  duplicates\n  failed\n  error\n  takenElsewhere\n  remaining\n}": types.EmailIngestionPollFieldsFragmentDoc,
    "fragment EmailIngestionStatusFields on EmailIngestionStatus {\n  serviceConfigured\n  emailUser\n  processedEmailsCount\n  recentInterviewsWeek\n  pollIntervalSeconds\n  lastPoll {\n    ...EmailIngestionPollFields\n  }\n  recentEmails(limit: 10) {\n    id\n    forwarderEmail\n    subject\n    receivedAt\n    status\n    reason\n    outcome\n    outcomeReason\n  }\n}": types.EmailIngestionStatusFieldsFragmentDoc,
    "query AdminEmailIngestionStatus {\n  emailIngestionStatus {\n    ...EmailIngestionStatusFields\n  }\n  interviewExtractorStatus {\n    openaiConfigured\n    model\n  }\n}": types.AdminEmailIngestionStatusDocument,
    "mutation TriggerEmailIngestion {\n  triggerEmailIngestion {\n    message\n    poll {\n      ...EmailIngestionPollFields\n    }\n  }\n}": types.TriggerEmailIngestionDocument,
    "mutation ChangePassword($currentPassword: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}": types.ChangePasswordDocument,
    "mutation CompleteRegistration($input: CompleteRegistrationInput!) {\n  completeRegistration(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.CompleteRegistrationDocument,
    "mutation DeleteMyAccount($password: String) {\n  deleteMyAccount(password: $password) {\n    success\n    message\n  }\n}": types.DeleteMyAccountDocument,
    "mutation ForgotPassword($email: String) {\n  forgotPassword(email: $email) {\n    message\n  }\n}": types.ForgotPasswordDocument,
    "mutation Login($email: String, $password: String) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.LoginDocument,
    "mutation Logout {\n  logout {\n    message\n  }\n}": types.LogoutDocument,
    "mutation RegisterWithVerification($input: RegisterWithVerificationInput!) {\n  registerWithVerification(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}": types.RegisterWithVerificationDocument,
    "mutation RequestDataExport($password: String) {\n  requestDataExport(password: $password) {\n    url\n    expiresAt\n  }\n}": types.RequestDataExportDocument,
    "mutation ResetPassword($email: String, $code: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  resetPassword(\n    email: $email\n    code: $code\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}": types.ResetPasswordDocument,
    "mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n  sendVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}": types.SendVerificationCodeDocument,
    "fragment SessionUser on User {\n  id\n  email\n  userType\n  firstName\n  lastName\n  companyName\n  emailVerified\n  emailVerifiedAt\n  isAdmin\n}": types.SessionUserFragmentDoc,
    "mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {\n  validateVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}": types.ValidateVerificationCodeDocument,
    "mutation CancelSubscription {\n  cancelSubscription {\n    ...CompanySubscriptionFields\n  }\n}": types.CancelSubscriptionDocument,
    "mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {\n  checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {\n    status\n    message\n    tokensGranted\n    grants {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}": types.CheckPendingPurchaseDocument,
    "fragment CompanySubscriptionBase on CompanySubscription {\n  hasSubscription\n  status\n  plan\n  planName\n  tokensPerMonth\n  nextRenewal\n}": types.CompanySubscriptionBaseFragmentDoc,
    "mutation CreateCheckoutSession($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    devMode\n    checkoutUrl\n    sessionId\n    message\n    tokensGranted\n    grant {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}": types.CreateCheckoutSessionDocument,
    "mutation AddEmail($email: String) {\n  addEmail(email: $email) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}": types.AddEmailDocument,
    "fragment CandidateProfileBase on CandidateProfile {\n  id\n  email\n  firstName\n  lastName\n  linkedinUrl\n  preferredLocation\n  workModel\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  isStrictlyRemote\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  skills\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}": types.CandidateProfileBaseFragmentDoc,
    "query CandidateProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n  myCandidateProfile {\n    ...CandidateProfileFields\n  }\n}": types.CandidateProfileDocument,
    "fragment ReferralFields on Referral {\n  id\n  refereeFirstName\n  refereeLastName\n  refereeEmail\n  hasSignedUp\n  sentAt\n}": types.ReferralFieldsFragmentDoc,
    "mutation RemoveEmail($id: ID!) {\n  removeEmail(id: $id) {\n    message\n  }\n}": types.RemoveEmailDocument,
    "mutation ResendEmailVerification($email: String) {\n  resendEmailVerification(email: $email) {\n    message\n  }\n}": types.ResendEmailVerificationDocument,
    "mutation SendReferral($input: ReferralInput!) {\n  sendReferral(input: $input) {\n    message\n    referral {\n      ...ReferralFields\n    }\n  }\n}": types.SendReferralDocument,
    "mutation UpdateCandidateProfile($input: CandidateProfileInput!) {\n  updateCandidateProfile(input: $input) {\n    message\n    profile {\n      ...CandidateProfileFields\n    }\n  }\n}": types.UpdateCandidateProfileDocument,
    "fragment VerifiedEmailFields on VerifiedEmail {\n  id\n  email\n  isPrimary\n  verified\n  verifiedAt\n  canRemove\n}": types.VerifiedEmailFieldsFragmentDoc,
    "query VerifiedEmails {\n  myVerifiedEmails {\n    maxEmails\n    emails {\n      ...VerifiedEmailFields\n    }\n  }\n}": types.VerifiedEmailsDocument,
    "mutation VerifyAdditionalEmail($email: String, $code: String) {\n  verifyAdditionalEmail(email: $email, code: $code) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}": types.VerifyAdditionalEmailDocument,
    "fragment CompanyProfileBase on CompanyProfile {\n  id\n  email\n  firstName\n  lastName\n  companyName\n  industry\n  size\n  website\n  identityProven\n  provenDomains\n  websiteProven\n  workAddresses {\n    email\n    domain\n    verifiedAt\n    source\n  }\n  nameHistory {\n    name\n    changedAt\n  }\n}": types.CompanyProfileBaseFragmentDoc,
    "query CompanyTokens {\n  companyTokens {\n    tokens\n  }\n}": types.CompanyTokensDocument,
    "mutation SaveCompanyProfile($input: CompanyProfileInput!) {\n  saveCompanyProfile(input: $input) {\n    message\n    profile {\n      ...CompanyProfileFields\n    }\n  }\n}": types.SaveCompanyProfileDocument,
    "mutation RequestWorkAddressCode($email: String!) {\n  requestWorkAddressCode(email: $email) {\n    email\n    message\n  }\n}\n\nmutation VerifyWorkAddress($email: String!, $code: String!) {\n  verifyWorkAddress(email: $email, code: $code) {\n    ...CompanyProfileFields\n  }\n}": types.RequestWorkAddressCodeDocument,
    "mutation DeleteInterview($id: ID!) {\n  deleteInterview(id: $id)\n}": types.DeleteInterviewDocument,
    "fragment InterviewFields on Interview {\n  id\n  processId\n  companyName\n  companyDomain\n  date\n  stage\n  stageLabel\n  position\n  jobFamily\n  jobTitle\n  visibility\n  positionEditedByCandidate\n  aiExtractedPosition\n  aiExtractedJobFamily\n  aiExtractedJobTitle\n  aiSummary\n  verificationDetails {\n    hasIssues\n    issuesList {\n      title\n      description\n    }\n    statusDescription\n  }\n  overallConfidence: confidence {\n    status\n    message\n    score\n  }\n  verificationTests {\n    contentUnmodified {\n      passed\n      dkimPassed\n      arcPassed\n    }\n    senderVerified {\n      passed\n      originalSpfPassed\n      currentSpfPassed\n    }\n    dkim\n    spf\n    arc\n    dmarc\n    ownership\n    recipient\n  }\n  sourceType\n  uploadedAt\n}": types.InterviewFieldsFragmentDoc,
    "fragment InterviewHistoryBase on InterviewHistory {\n  totalInterviews\n  companies {\n    processId\n    companyName\n    companyDomain\n    latestDate\n    notes\n    interviews {\n      ...InterviewFields\n    }\n  }\n}": types.InterviewHistoryBaseFragmentDoc,
    "query InterviewHistory {\n  interviewHistory {\n    ...InterviewHistoryFields\n  }\n}": types.InterviewHistoryDocument,
    "mutation SetInterviewProcessNotes($processId: ID!, $notes: String!) {\n  setInterviewProcessNotes(processId: $processId, notes: $notes) {\n    processId\n    notes\n  }\n}": types.SetInterviewProcessNotesDocument,
    "mutation SetInterviewVisibility($id: ID!, $visibility: String!) {\n  setInterviewVisibility(id: $id, visibility: $visibility) {\n    ...InterviewFields\n  }\n}": types.SetInterviewVisibilityDocument,
    "mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {\n  updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {\n    ...InterviewFields\n  }\n}": types.UpdateInterviewPositionDocument,
    "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  rateLimitPerMinute\n  dailyUnlockLimit\n  createdAt\n  lastUsedAt\n  revokedAt\n  usage {\n    requestsToday\n    throttledToday\n    requestsLast7Days\n  }\n}": types.ApiKeyFieldsFragmentDoc,
    "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}": types.ApiKeysDocument,
    "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    apiKey {\n      ...ApiKeyFields\n    }\n  }\n}": types.CreateApiKeyDocument,
    "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}": types.RevokeApiKeyDocument,
    "fragment TrustedDocumentFields on TrustedDocument {\n  hash\n  name\n  createdAt\n}\n\nquery TrustedDocuments {\n  trustedDocuments {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RegisterTrustedDocuments($documents: [String!]!) {\n  registerTrustedDocuments(documents: $documents) {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RemoveTrustedDocument($hash: String!) {\n  removeTrustedDocument(hash: $hash)\n}": types.TrustedDocumentFieldsFragmentDoc,
    "query CandidateDetails($candidateId: ID!) {\n  candidateDetails(candidateId: $candidateId) {\n    ...CandidateDetailsFields\n  }\n}": types.CandidateDetailsDocument,
    "query InterviewStages {\n  interviewStages\n}": types.InterviewStagesDocument,
    "fragment SearchCandidateBase on SearchCandidate {\n  id\n  isUnlocked\n  name\n  firstName\n  lastName\n  email\n  linkedinUrl\n  preferredLocation\n  currentCompany\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  yearsExperience\n  workModel\n  isStrictlyRemote\n  currentPosition\n  jobFamily\n  jobTitle\n  skills\n  top5Skills\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}": types.SearchCandidateBaseFragmentDoc,
    "query SearchCandidates($input: CandidateSearchInput) {\n  searchCandidates(input: $input) {\n    ...SearchPageFields\n  }\n}": types.SearchCandidatesDocument,
    "fragment SearchPageBase on CandidateSearchPage {\n  candidates {\n    ...SearchCandidateFields\n  }\n  pagination {\n    page\n    perPage\n    total\n    pages\n  }\n}": types.SearchPageBaseFragmentDoc,
    "fragment SearchStatsFields on CompanySearchStats {\n  totalCandidates\n  unlockedCandidates\n  unlockedOffers\n  unlockedInterviews\n  topStages {\n    stage\n    label\n    count\n  }\n}": types.SearchStatsFieldsFragmentDoc,
    "mutation UnlockCandidate($candidateId: ID!) {\n  unlockCandidate(candidateId: $candidateId) {\n    ...UnlockResultBase\n    ...UnlockResultFields\n  }\n}": types.UnlockCandidateDocument,
    "fragment UnlockResultBase on UnlockResult {\n  candidate {\n    ...SearchCandidateFields\n  }\n  tokens\n}": types.UnlockResultBaseFragmentDoc,
    "query UnlockedCandidates {\n  unlockedCandidates {\n    ...UnlockedCandidateFields\n  }\n}": types.UnlockedCandidatesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateDetailsFields on CandidateDetails {\n    candidate {\n      ...SearchCandidateFields\n    }\n    interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n  }\n"): (typeof documents)["\n  fragment CandidateDetailsFields on CandidateDetails {\n    candidate {\n      ...SearchCandidateFields\n    }\n    interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateProfileFields on CandidateProfile {\n    ...CandidateProfileBase\n    currentCompany\n    currentPosition\n    jobFamily\n    jobTitle\n    workStartMonth\n    workStartYear\n    workEndMonth\n    workEndYear\n    currentCompanyEmail\n    previousCompanies\n    certifications\n    yearsExperience\n    revision\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment CandidateProfileFields on CandidateProfile {\n    ...CandidateProfileBase\n    currentCompany\n    currentPosition\n    jobFamily\n    jobTitle\n    workStartMonth\n    workStartYear\n    workEndMonth\n    workEndYear\n    currentCompanyEmail\n    previousCompanies\n    certifications\n    yearsExperience\n    revision\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CandidateStatsFields on CandidateInterviewStats {\n    totalInterviews\n    totalCompanies\n    offersReceived\n  }\n"): (typeof documents)["\n  fragment CandidateStatsFields on CandidateInterviewStats {\n    totalInterviews\n    totalCompanies\n    offersReceived\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyProfilePage {\n    myCompanyProfile {\n      ...CompanyProfileFields\n    }\n  }\n"): (typeof documents)["\n  query CompanyProfilePage {\n    myCompanyProfile {\n      ...CompanyProfileFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanyProfileFields on CompanyProfile {\n    ...CompanyProfileBase\n    tokens\n  }\n"): (typeof documents)["\n  fragment CompanyProfileFields on CompanyProfile {\n    ...CompanyProfileBase\n    tokens\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyTokenPackages {\n    companyTokens {\n      tokens\n      unlockCost\n      packages {\n        id\n        name\n        type: kind\n        price: priceUsd\n        tokens\n        interval\n        unlocks\n        pricePerUnlock: pricePerUnlockUsd\n        savingsPerMonth: savingsPerMonthUsd\n        bestValue\n        expires\n        features\n      }\n    }\n  }\n"): (typeof documents)["\n  query CompanyTokenPackages {\n    companyTokens {\n      tokens\n      unlockCost\n      packages {\n        id\n        name\n        type: kind\n        price: priceUsd\n        tokens\n        interval\n        unlocks\n        pricePerUnlock: pricePerUnlockUsd\n        savingsPerMonth: savingsPerMonthUsd\n        bestValue\n        expires\n        features\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InterviewHistoryFields on InterviewHistory {\n    ...InterviewHistoryBase\n  }\n"): (typeof documents)["\n  fragment InterviewHistoryFields on InterviewHistory {\n    ...InterviewHistoryBase\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MySubscription {\n    mySubscription {\n      ...CompanySubscriptionFields\n    }\n  }\n"): (typeof documents)["\n  query MySubscription {\n    mySubscription {\n      ...CompanySubscriptionFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RankingStats {\n    rankingStats {\n      totalCandidates\n      totalInterviews {\n        ...RankingFields\n      }\n      offersReceived {\n        ...RankingFields\n      }\n      onsitesReceived {\n        ...RankingFields\n      }\n      companies {\n        ...RankingFields\n      }\n      profileUnlocks {\n        ...RankingFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query RankingStats {\n    rankingStats {\n      totalCandidates\n      totalInterviews {\n        ...RankingFields\n      }\n      offersReceived {\n        ...RankingFields\n      }\n      onsitesReceived {\n        ...RankingFields\n      }\n      companies {\n        ...RankingFields\n      }\n      profileUnlocks {\n        ...RankingFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RankingFields on Ranking {\n    count\n    percentile\n    label\n    platformAverage\n  }\n"): (typeof documents)["\n  fragment RankingFields on Ranking {\n    count\n    percentile\n    label\n    platformAverage\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Referrals {\n    myReferrals {\n      count\n      maxReferrals\n      referrals {\n        ...ReferralFields\n      }\n    }\n  }\n"): (typeof documents)["\n  query Referrals {\n    myReferrals {\n      count\n      maxReferrals\n      referrals {\n        ...ReferralFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment RestInterviewFields on SearchInterview {\n    id\n    processId\n    companyName\n    companyDomain\n    position\n    aiExtractedPosition\n    positionEditedByCandidate\n    jobFamily\n    jobTitle\n    stage\n    stageLabel\n    date\n    sourceType: sourceGroup\n    sourceLabel\n    aiSummary\n    notes\n    evidence {\n      kind\n      signingDomain\n      system\n      employer\n      label\n      level\n      levelLabel\n      levelDescription\n    }\n  }\n"): (typeof documents)["\n  fragment RestInterviewFields on SearchInterview {\n    id\n    processId\n    companyName\n    companyDomain\n    position\n    aiExtractedPosition\n    positionEditedByCandidate\n    jobFamily\n    jobTitle\n    stage\n    stageLabel\n    date\n    sourceType: sourceGroup\n    sourceLabel\n    aiSummary\n    notes\n    evidence {\n      kind\n      signingDomain\n      system\n      employer\n      label\n      level\n      levelLabel\n      levelDescription\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchCandidateFields on SearchCandidate {\n    id\n    candidateId: id\n    ...SearchCandidateBase\n    companies: interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n    employerVerifiedInterviews\n  }\n"): (typeof documents)["\n  fragment SearchCandidateFields on SearchCandidate {\n    id\n    candidateId: id\n    ...SearchCandidateBase\n    companies: interviews {\n      ...RestInterviewFields\n    }\n    stats {\n      ...CandidateStatsFields\n    }\n    employerVerifiedInterviews\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SearchPageFields on CandidateSearchPage {\n    ...SearchPageBase\n    stats {\n      ...SearchStatsFields\n    }\n  }\n"): (typeof documents)["\n  fragment SearchPageFields on CandidateSearchPage {\n    ...SearchPageBase\n    stats {\n      ...SearchStatsFields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CompanySubscriptionFields on CompanySubscription {\n    ...CompanySubscriptionBase\n    price: priceUsd\n    source\n  }\n"): (typeof documents)["\n  fragment CompanySubscriptionFields on CompanySubscription {\n    ...CompanySubscriptionBase\n    price: priceUsd\n    source\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnlockResultFields on UnlockResult {\n    tokensRemaining: tokens\n    tokensSpent\n    alreadyUnlocked\n    message\n  }\n"): (typeof documents)["\n  fragment UnlockResultFields on UnlockResult {\n    tokensRemaining: tokens\n    tokensSpent\n    alreadyUnlocked\n    message\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment UnlockedCandidateFields on UnlockedCandidate {\n    id\n    candidateId: id\n    unlockedAt\n    tokensSpent\n    deleted\n  }\n"): (typeof documents)["\n  fragment UnlockedCandidateFields on UnlockedCandidate {\n    id\n    candidateId: id\n    unlockedAt\n    tokensSpent\n    deleted\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {\n  analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {\n    isInterviewRelated\n    companyName\n    companyDomain\n    interviewStage\n    stageLabel\n    interviewDate\n    position\n    jobFamily\n    jobTitle\n    summary\n    extractedBy\n    forwarded\n  }\n}"): (typeof documents)["query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {\n  analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {\n    isInterviewRelated\n    companyName\n    companyDomain\n    interviewStage\n    stageLabel\n    interviewDate\n    position\n    jobFamily\n    jobTitle\n    summary\n    extractedBy\n    forwarded\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EmailIngestionPollFields on EmailIngestionPoll {\n  startedAt\n  finishedAt\n  newMessages\n  forwarded\n  ignored\n  duplicates\n  failed\n  error\n  takenElsewhere\n  remaining\n}"): (typeof documents)["fragment EmailIngestionPollFields on EmailIngestionPoll {\n  startedAt\n  finishedAt\n  newMessages\n  forwarded\n  ignored\n  duplicates\n  failed\n  error\n  takenElsewhere\n  remaining\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment EmailIngestionStatusFields on EmailIngestionStatus {\n  serviceConfigured\n  emailUser\n  processedEmailsCount\n  recentInterviewsWeek\n  pollIntervalSeconds\n  lastPoll {\n    ...EmailIngestionPollFields\n  }\n  recentEmails(limit: 10) {\n    id\n    forwarderEmail\n    subject\n    receivedAt\n    status\n    reason\n    outcome\n    outcomeReason\n  }\n}"): (typeof documents)["fragment EmailIngestionStatusFields on EmailIngestionStatus {\n  serviceConfigured\n  emailUser\n  processedEmailsCount\n  recentInterviewsWeek\n  pollIntervalSeconds\n  lastPoll {\n    ...EmailIngestionPollFields\n  }\n  recentEmails(limit: 10) {\n    id\n    forwarderEmail\n    subject\n    receivedAt\n    status\n    reason\n    outcome\n    outcomeReason\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query AdminEmailIngestionStatus {\n  emailIngestionStatus {\n    ...EmailIngestionStatusFields\n  }\n  interviewExtractorStatus {\n    openaiConfigured\n    model\n  }\n}"): (typeof documents)["query AdminEmailIngestionStatus {\n  emailIngestionStatus {\n    ...EmailIngestionStatusFields\n  }\n  interviewExtractorStatus {\n    openaiConfigured\n    model\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TriggerEmailIngestion {\n  triggerEmailIngestion {\n    message\n    poll {\n      ...EmailIngestionPollFields\n    }\n  }\n}"): (typeof documents)["mutation TriggerEmailIngestion {\n  triggerEmailIngestion {\n    message\n    poll {\n      ...EmailIngestionPollFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($currentPassword: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}"): (typeof documents)["mutation ChangePassword($currentPassword: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  changePassword(\n    currentPassword: $currentPassword\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CompleteRegistration($input: CompleteRegistrationInput!) {\n  completeRegistration(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation CompleteRegistration($input: CompleteRegistrationInput!) {\n  completeRegistration(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteMyAccount($password: String) {\n  deleteMyAccount(password: $password) {\n    success\n    message\n  }\n}"): (typeof documents)["mutation DeleteMyAccount($password: String) {\n  deleteMyAccount(password: $password) {\n    success\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ForgotPassword($email: String) {\n  forgotPassword(email: $email) {\n    message\n  }\n}"): (typeof documents)["mutation ForgotPassword($email: String) {\n  forgotPassword(email: $email) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Login($email: String, $password: String) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation Login($email: String, $password: String) {\n  login(email: $email, password: $password) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation Logout {\n  logout {\n    message\n  }\n}"): (typeof documents)["mutation Logout {\n  logout {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RegisterWithVerification($input: RegisterWithVerificationInput!) {\n  registerWithVerification(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"): (typeof documents)["mutation RegisterWithVerification($input: RegisterWithVerificationInput!) {\n  registerWithVerification(input: $input) {\n    accessToken\n    user {\n      ...SessionUser\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestDataExport($password: String) {\n  requestDataExport(password: $password) {\n    url\n    expiresAt\n  }\n}"): (typeof documents)["mutation RequestDataExport($password: String) {\n  requestDataExport(password: $password) {\n    url\n    expiresAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResetPassword($email: String, $code: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  resetPassword(\n    email: $email\n    code: $code\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}"): (typeof documents)["mutation ResetPassword($email: String, $code: String, $newPassword: String, $revokeApiKeys: Boolean = false) {\n  resetPassword(\n    email: $email\n    code: $code\n    newPassword: $newPassword\n    revokeApiKeys: $revokeApiKeys\n  ) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n  sendVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}"): (typeof documents)["mutation SendVerificationCode($input: SendVerificationCodeInput!) {\n  sendVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SessionUser on User {\n  id\n  email\n  userType\n  firstName\n  lastName\n  companyName\n  emailVerified\n  emailVerifiedAt\n  isAdmin\n}"): (typeof documents)["fragment SessionUser on User {\n  id\n  email\n  userType\n  firstName\n  lastName\n  companyName\n  emailVerified\n  emailVerifiedAt\n  isAdmin\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {\n  validateVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}"): (typeof documents)["mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {\n  validateVerificationCode(input: $input) {\n    message\n    tempAccessToken\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CancelSubscription {\n  cancelSubscription {\n    ...CompanySubscriptionFields\n  }\n}"): (typeof documents)["mutation CancelSubscription {\n  cancelSubscription {\n    ...CompanySubscriptionFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {\n  checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {\n    status\n    message\n    tokensGranted\n    grants {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}"): (typeof documents)["mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {\n  checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {\n    status\n    message\n    tokensGranted\n    grants {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanySubscriptionBase on CompanySubscription {\n  hasSubscription\n  status\n  plan\n  planName\n  tokensPerMonth\n  nextRenewal\n}"): (typeof documents)["fragment CompanySubscriptionBase on CompanySubscription {\n  hasSubscription\n  status\n  plan\n  planName\n  tokensPerMonth\n  nextRenewal\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateCheckoutSession($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    devMode\n    checkoutUrl\n    sessionId\n    message\n    tokensGranted\n    grant {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}"): (typeof documents)["mutation CreateCheckoutSession($input: CheckoutSessionInput!) {\n  createCheckoutSession(input: $input) {\n    devMode\n    checkoutUrl\n    sessionId\n    message\n    tokensGranted\n    grant {\n      walletTokens\n    }\n    subscription {\n      ...CompanySubscriptionFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation AddEmail($email: String) {\n  addEmail(email: $email) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}"): (typeof documents)["mutation AddEmail($email: String) {\n  addEmail(email: $email) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CandidateProfileBase on CandidateProfile {\n  id\n  email\n  firstName\n  lastName\n  linkedinUrl\n  preferredLocation\n  workModel\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  isStrictlyRemote\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  skills\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}"): (typeof documents)["fragment CandidateProfileBase on CandidateProfile {\n  id\n  email\n  firstName\n  lastName\n  linkedinUrl\n  preferredLocation\n  workModel\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  isStrictlyRemote\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  skills\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CandidateProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n  myCandidateProfile {\n    ...CandidateProfileFields\n  }\n}"): (typeof documents)["query CandidateProfile {\n  me {\n    id\n    email\n    firstName\n    lastName\n  }\n  myCandidateProfile {\n    ...CandidateProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ReferralFields on Referral {\n  id\n  refereeFirstName\n  refereeLastName\n  refereeEmail\n  hasSignedUp\n  sentAt\n}"): (typeof documents)["fragment ReferralFields on Referral {\n  id\n  refereeFirstName\n  refereeLastName\n  refereeEmail\n  hasSignedUp\n  sentAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RemoveEmail($id: ID!) {\n  removeEmail(id: $id) {\n    message\n  }\n}"): (typeof documents)["mutation RemoveEmail($id: ID!) {\n  removeEmail(id: $id) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ResendEmailVerification($email: String) {\n  resendEmailVerification(email: $email) {\n    message\n  }\n}"): (typeof documents)["mutation ResendEmailVerification($email: String) {\n  resendEmailVerification(email: $email) {\n    message\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SendReferral($input: ReferralInput!) {\n  sendReferral(input: $input) {\n    message\n    referral {\n      ...ReferralFields\n    }\n  }\n}"): (typeof documents)["mutation SendReferral($input: ReferralInput!) {\n  sendReferral(input: $input) {\n    message\n    referral {\n      ...ReferralFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateCandidateProfile($input: CandidateProfileInput!) {\n  updateCandidateProfile(input: $input) {\n    message\n    profile {\n      ...CandidateProfileFields\n    }\n  }\n}"): (typeof documents)["mutation UpdateCandidateProfile($input: CandidateProfileInput!) {\n  updateCandidateProfile(input: $input) {\n    message\n    profile {\n      ...CandidateProfileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment VerifiedEmailFields on VerifiedEmail {\n  id\n  email\n  isPrimary\n  verified\n  verifiedAt\n  canRemove\n}"): (typeof documents)["fragment VerifiedEmailFields on VerifiedEmail {\n  id\n  email\n  isPrimary\n  verified\n  verifiedAt\n  canRemove\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VerifiedEmails {\n  myVerifiedEmails {\n    maxEmails\n    emails {\n      ...VerifiedEmailFields\n    }\n  }\n}"): (typeof documents)["query VerifiedEmails {\n  myVerifiedEmails {\n    maxEmails\n    emails {\n      ...VerifiedEmailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VerifyAdditionalEmail($email: String, $code: String) {\n  verifyAdditionalEmail(email: $email, code: $code) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}"): (typeof documents)["mutation VerifyAdditionalEmail($email: String, $code: String) {\n  verifyAdditionalEmail(email: $email, code: $code) {\n    message\n    email {\n      ...VerifiedEmailFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment CompanyProfileBase on CompanyProfile {\n  id\n  email\n  firstName\n  lastName\n  companyName\n  industry\n  size\n  website\n  identityProven\n  provenDomains\n  websiteProven\n  workAddresses {\n    email\n    domain\n    verifiedAt\n    source\n  }\n  nameHistory {\n    name\n    changedAt\n  }\n}"): (typeof documents)["fragment CompanyProfileBase on CompanyProfile {\n  id\n  email\n  firstName\n  lastName\n  companyName\n  industry\n  size\n  website\n  identityProven\n  provenDomains\n  websiteProven\n  workAddresses {\n    email\n    domain\n    verifiedAt\n    source\n  }\n  nameHistory {\n    name\n    changedAt\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CompanyTokens {\n  companyTokens {\n    tokens\n  }\n}"): (typeof documents)["query CompanyTokens {\n  companyTokens {\n    tokens\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SaveCompanyProfile($input: CompanyProfileInput!) {\n  saveCompanyProfile(input: $input) {\n    message\n    profile {\n      ...CompanyProfileFields\n    }\n  }\n}"): (typeof documents)["mutation SaveCompanyProfile($input: CompanyProfileInput!) {\n  saveCompanyProfile(input: $input) {\n    message\n    profile {\n      ...CompanyProfileFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RequestWorkAddressCode($email: String!) {\n  requestWorkAddressCode(email: $email) {\n    email\n    message\n  }\n}\n\nmutation VerifyWorkAddress($email: String!, $code: String!) {\n  verifyWorkAddress(email: $email, code: $code) {\n    ...CompanyProfileFields\n  }\n}"): (typeof documents)["mutation RequestWorkAddressCode($email: String!) {\n  requestWorkAddressCode(email: $email) {\n    email\n    message\n  }\n}\n\nmutation VerifyWorkAddress($email: String!, $code: String!) {\n  verifyWorkAddress(email: $email, code: $code) {\n    ...CompanyProfileFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteInterview($id: ID!) {\n  deleteInterview(id: $id)\n}"): (typeof documents)["mutation DeleteInterview($id: ID!) {\n  deleteInterview(id: $id)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InterviewFields on Interview {\n  id\n  processId\n  companyName\n  companyDomain\n  date\n  stage\n  stageLabel\n  position\n  jobFamily\n  jobTitle\n  visibility\n  positionEditedByCandidate\n  aiExtractedPosition\n  aiExtractedJobFamily\n  aiExtractedJobTitle\n  aiSummary\n  verificationDetails {\n    hasIssues\n    issuesList {\n      title\n      description\n    }\n    statusDescription\n  }\n  overallConfidence: confidence {\n    status\n    message\n    score\n  }\n  verificationTests {\n    contentUnmodified {\n      passed\n      dkimPassed\n      arcPassed\n    }\n    senderVerified {\n      passed\n      originalSpfPassed\n      currentSpfPassed\n    }\n    dkim\n    spf\n    arc\n    dmarc\n    ownership\n    recipient\n  }\n  sourceType\n  uploadedAt\n}"): (typeof documents)["fragment InterviewFields on Interview {\n  id\n  processId\n  companyName\n  companyDomain\n  date\n  stage\n  stageLabel\n  position\n  jobFamily\n  jobTitle\n  visibility\n  positionEditedByCandidate\n  aiExtractedPosition\n  aiExtractedJobFamily\n  aiExtractedJobTitle\n  aiSummary\n  verificationDetails {\n    hasIssues\n    issuesList {\n      title\n      description\n    }\n    statusDescription\n  }\n  overallConfidence: confidence {\n    status\n    message\n    score\n  }\n  verificationTests {\n    contentUnmodified {\n      passed\n      dkimPassed\n      arcPassed\n    }\n    senderVerified {\n      passed\n      originalSpfPassed\n      currentSpfPassed\n    }\n    dkim\n    spf\n    arc\n    dmarc\n    ownership\n    recipient\n  }\n  sourceType\n  uploadedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment InterviewHistoryBase on InterviewHistory {\n  totalInterviews\n  companies {\n    processId\n    companyName\n    companyDomain\n    latestDate\n    notes\n    interviews {\n      ...InterviewFields\n    }\n  }\n}"): (typeof documents)["fragment InterviewHistoryBase on InterviewHistory {\n  totalInterviews\n  companies {\n    processId\n    companyName\n    companyDomain\n    latestDate\n    notes\n    interviews {\n      ...InterviewFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InterviewHistory {\n  interviewHistory {\n    ...InterviewHistoryFields\n  }\n}"): (typeof documents)["query InterviewHistory {\n  interviewHistory {\n    ...InterviewHistoryFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetInterviewProcessNotes($processId: ID!, $notes: String!) {\n  setInterviewProcessNotes(processId: $processId, notes: $notes) {\n    processId\n    notes\n  }\n}"): (typeof documents)["mutation SetInterviewProcessNotes($processId: ID!, $notes: String!) {\n  setInterviewProcessNotes(processId: $processId, notes: $notes) {\n    processId\n    notes\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SetInterviewVisibility($id: ID!, $visibility: String!) {\n  setInterviewVisibility(id: $id, visibility: $visibility) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation SetInterviewVisibility($id: ID!, $visibility: String!) {\n  setInterviewVisibility(id: $id, visibility: $visibility) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {\n  updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {\n    ...InterviewFields\n  }\n}"): (typeof documents)["mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {\n  updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {\n    ...InterviewFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  rateLimitPerMinute\n  dailyUnlockLimit\n  createdAt\n  lastUsedAt\n  revokedAt\n  usage {\n    requestsToday\n    throttledToday\n    requestsLast7Days\n  }\n}"): (typeof documents)["fragment ApiKeyFields on ApiKey {\n  id\n  name\n  prefix\n  scopes\n  rateLimitPerMinute\n  dailyUnlockLimit\n  createdAt\n  lastUsedAt\n  revokedAt\n  usage {\n    requestsToday\n    throttledToday\n    requestsLast7Days\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["query ApiKeys {\n  apiKeys {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    apiKey {\n      ...ApiKeyFields\n    }\n  }\n}"): (typeof documents)["mutation CreateApiKey($input: CreateApiKeyInput!) {\n  createApiKey(input: $input) {\n    secret\n    apiKey {\n      ...ApiKeyFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"): (typeof documents)["mutation RevokeApiKey($id: ID!) {\n  revokeApiKey(id: $id) {\n    ...ApiKeyFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment TrustedDocumentFields on TrustedDocument {\n  hash\n  name\n  createdAt\n}\n\nquery TrustedDocuments {\n  trustedDocuments {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RegisterTrustedDocuments($documents: [String!]!) {\n  registerTrustedDocuments(documents: $documents) {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RemoveTrustedDocument($hash: String!) {\n  removeTrustedDocument(hash: $hash)\n}"): (typeof documents)["fragment TrustedDocumentFields on TrustedDocument {\n  hash\n  name\n  createdAt\n}\n\nquery TrustedDocuments {\n  trustedDocuments {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RegisterTrustedDocuments($documents: [String!]!) {\n  registerTrustedDocuments(documents: $documents) {\n    ...TrustedDocumentFields\n  }\n}\n\nmutation RemoveTrustedDocument($hash: String!) {\n  removeTrustedDocument(hash: $hash)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CandidateDetails($candidateId: ID!) {\n  candidateDetails(candidateId: $candidateId) {\n    ...CandidateDetailsFields\n  }\n}"): (typeof documents)["query CandidateDetails($candidateId: ID!) {\n  candidateDetails(candidateId: $candidateId) {\n    ...CandidateDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query InterviewStages {\n  interviewStages\n}"): (typeof documents)["query InterviewStages {\n  interviewStages\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchCandidateBase on SearchCandidate {\n  id\n  isUnlocked\n  name\n  firstName\n  lastName\n  email\n  linkedinUrl\n  preferredLocation\n  currentCompany\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  yearsExperience\n  workModel\n  isStrictlyRemote\n  currentPosition\n  jobFamily\n  jobTitle\n  skills\n  top5Skills\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}"): (typeof documents)["fragment SearchCandidateBase on SearchCandidate {\n  id\n  isUnlocked\n  name\n  firstName\n  lastName\n  email\n  linkedinUrl\n  preferredLocation\n  currentCompany\n  expectedBaseSalary\n  dreamScenarioBaseSalary\n  yearsExperience\n  workModel\n  isStrictlyRemote\n  currentPosition\n  jobFamily\n  jobTitle\n  skills\n  top5Skills\n  education {\n    institution\n    degreeLevel\n    fieldOfStudy\n  }\n  workExperiences {\n    company\n    jobTitle\n    startMonth\n    startYear\n    endMonth\n    endYear\n    isCurrent\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchCandidates($input: CandidateSearchInput) {\n  searchCandidates(input: $input) {\n    ...SearchPageFields\n  }\n}"): (typeof documents)["query SearchCandidates($input: CandidateSearchInput) {\n  searchCandidates(input: $input) {\n    ...SearchPageFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchPageBase on CandidateSearchPage {\n  candidates {\n    ...SearchCandidateFields\n  }\n  pagination {\n    page\n    perPage\n    total\n    pages\n  }\n}"): (typeof documents)["fragment SearchPageBase on CandidateSearchPage {\n  candidates {\n    ...SearchCandidateFields\n  }\n  pagination {\n    page\n    perPage\n    total\n    pages\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment SearchStatsFields on CompanySearchStats {\n  totalCandidates\n  unlockedCandidates\n  unlockedOffers\n  unlockedInterviews\n  topStages {\n    stage\n    label\n    count\n  }\n}"): (typeof documents)["fragment SearchStatsFields on CompanySearchStats {\n  totalCandidates\n  unlockedCandidates\n  unlockedOffers\n  unlockedInterviews\n  topStages {\n    stage\n    label\n    count\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UnlockCandidate($candidateId: ID!) {\n  unlockCandidate(candidateId: $candidateId) {\n    ...UnlockResultBase\n    ...UnlockResultFields\n  }\n}"): (typeof documents)["mutation UnlockCandidate($candidateId: ID!) {\n  unlockCandidate(candidateId: $candidateId) {\n    ...UnlockResultBase\n    ...UnlockResultFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment UnlockResultBase on UnlockResult {\n  candidate {\n    ...SearchCandidateFields\n  }\n  tokens\n}"): (typeof documents)["fragment UnlockResultBase on UnlockResult {\n  candidate {\n    ...SearchCandidateFields\n  }\n  tokens\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query UnlockedCandidates {\n  unlockedCandidates {\n    ...UnlockedCandidateFields\n  }\n}"): (typeof documents)["query UnlockedCandidates {\n  unlockedCandidates {\n    ...UnlockedCandidateFields\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;