import { baseServiceConfig, loadConfig } from '@hiring/service-kit';

/** Every variable the company service reads. */
export const companyConfigShape = {
  ...baseServiceConfig({ port: 4004, database: 'hm_company' }),
};

export type CompanyConfig = ReturnType<typeof loadCompanyConfig>;

export function loadCompanyConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('company', companyConfigShape, env);
}
