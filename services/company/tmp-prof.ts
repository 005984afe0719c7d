import { startService } from '@hiring/service-kit';
import { testServiceEnv, testToken } from '@hiring/service-kit/testing';
import { companyService, loadCompanyConfig } from '@hiring/company';
import { loadGatewayConfig, startGateway } from '@hiring/gateway';
const env = testServiceEnv('x', { MONGO_DB: 'bench_company_20k', LOG_LEVEL: 'warn' });
const svc = await startService(companyService(loadCompanyConfig(env)));
const gw = await startGateway(loadGatewayConfig({ JWT_SECRET: env.JWT_SECRET!, PORT: '0', LOG_LEVEL: 'silent', SUBGRAPH_COMPANY_URL: `${svc.url}/graphql`, SUBGRAPH_AUTH_URL: 'http://127.0.0.1:1/graphql', SUBGRAPH_CANDIDATE_URL: 'http://127.0.0.1:1/graphql', SUBGRAPH_INTERVIEWS_URL: 'http://127.0.0.1:1/graphql', SUBGRAPH_BILLING_URL: 'http://127.0.0.1:1/graphql', SUBGRAPH_INGESTION_URL: 'http://127.0.0.1:1/graphql' }));
const token = testToken({ userId: 'bench-company', userType: 'company' });
const H = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
const CAND = `id isUnlocked name firstName lastName email linkedinUrl preferredLocation currentCompany expectedBaseSalary dreamScenarioBaseSalary yearsExperience workModel isStrictlyRemote currentPosition jobFamily jobTitle skills top5Skills education { institution degreeLevel fieldOfStudy } workExperiences { company jobTitle startMonth startYear endMonth endYear isCurrent } interviews { id processId companyName companyDomain position aiExtractedPosition positionEditedByCandidate jobFamily jobTitle stage stageLabel date sourceType aiSummary notes } stats { totalInterviews totalCompanies offersReceived }`;
const Q = `query($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates { ${CAND} } pagination { total pages } stats { totalCandidates topStages { stage count } } } }`;
async function time(name: string, fn: () => Promise<unknown>, n = 30) {
  await fn(); const ts: number[] = [];
  for (let i = 0; i < n; i++) { const t = performance.now(); await fn(); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b); console.info(name.padEnd(40), 'p50', ts[Math.floor(n / 2)]!.toFixed(1), 'min', ts[0]!.toFixed(1));
}
const post = (url: string, query: string, variables = {}) => fetch(url, { method: 'POST', headers: H, body: JSON.stringify({ query, variables }) }).then((r) => r.text());
await time('subgraph { companyTokens }', () => post(`${svc.url}/graphql`, '{ companyTokens { tokens } }'));
await time('subgraph { myCompanyProfile }', () => post(`${svc.url}/graphql`, '{ myCompanyProfile { id } }'));
await time('subgraph search pagination only', () => post(`${svc.url}/graphql`, '{ searchCandidates { pagination { total } } }'));
await time('subgraph search full', () => post(`${svc.url}/graphql`, Q, { input: {} }));
await time('gateway /graphql search full', () => post(`${gw.url}/graphql`, Q, { input: {} }));
await time('gateway REST search', () => fetch(`${gw.url}/api/company/search-candidates`, { headers: H }).then((r) => r.text()));
await time('gateway REST search all filters', () => fetch(`${gw.url}/api/company/search-candidates?company_name=labs&interview_stage=Final%20Round&skills=python,sql`, { headers: H }).then((r) => r.text()));
await gw.stop(); await svc.stop(); process.exit(0);
