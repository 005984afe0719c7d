import { graphql } from '../../../generated';

/** The hiring-system accounts (tenants) bound to the signed-in company (interviews subgraph). */
export const MY_HIRING_SYSTEM_TENANTS = graphql(`
  query MyHiringSystemTenants {
    myHiringSystemTenants {
      system
      tenant
    }
  }
`);
