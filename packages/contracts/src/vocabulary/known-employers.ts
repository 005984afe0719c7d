/**
 * Well-known employers with their real domains (and, for the genuine corpus's employers, their
 * hiring-system tenants): the seed of the interviews service's employer directory (source
 * `seed`). Two rules rest on it (docs/decisions/interview-evidence-policy.md, "Evidence levels"):
 * - mail signed by one of these domains and naming the employer is employer verified;
 * - a name bound here to its domains is never employer verified through another domain, not even
 *   a proven company's own (`netflix.careers` stays "sender named" for Netflix), and the company
 *   service never binds such a name to a company's proven domain.
 * Domains are organisational domains (Public Suffix List + one label). Tenants use the keys
 * hiring-systems.ts recognises (`tenantsIn`).
 */
export interface KnownEmployer {
  name: string;
  domains: readonly string[];
  tenants?: readonly { system: string; tenant: string }[];
}

export const KNOWN_EMPLOYERS: readonly KnownEmployer[] = [
  // Well-known employers: the names look-alike domains and ATS trial accounts borrow.
  { name: 'Google', domains: ['google.com', 'alphabet.com', 'youtube.com', 'deepmind.com'] },
  { name: 'Netflix', domains: ['netflix.com'] },
  { name: 'Stripe', domains: ['stripe.com'] },
  { name: 'Microsoft', domains: ['microsoft.com'] },
  { name: 'Amazon', domains: ['amazon.com', 'amazon.jobs', 'aws.com'] },
  { name: 'Meta', domains: ['meta.com', 'fb.com', 'facebook.com', 'metamail.com'] },
  { name: 'Apple', domains: ['apple.com'] },
  { name: 'GitHub', domains: ['github.com'] },
  { name: 'LinkedIn', domains: ['linkedin.com'] },
  { name: 'Shopify', domains: ['shopify.com'] },
  { name: 'Airbnb', domains: ['airbnb.com'] },
  { name: 'Uber', domains: ['uber.com'] },
  { name: 'Lyft', domains: ['lyft.com'] },
  { name: 'Salesforce', domains: ['salesforce.com'] },
  { name: 'Slack', domains: ['slack.com', 'slack-corp.com'] },
  { name: 'Oracle', domains: ['oracle.com'] },
  { name: 'IBM', domains: ['ibm.com'] },
  { name: 'Intel', domains: ['intel.com'] },
  { name: 'Nvidia', domains: ['nvidia.com'] },
  { name: 'Adobe', domains: ['adobe.com'] },
  { name: 'Atlassian', domains: ['atlassian.com'] },
  { name: 'Spotify', domains: ['spotify.com'] },
  { name: 'Twitter', domains: ['twitter.com', 'x.com'] },
  { name: 'Dropbox', domains: ['dropbox.com'] },
  { name: 'Zoom', domains: ['zoom.us', 'zoom.com'] },
  { name: 'Notion', domains: ['makenotion.com', 'notion.so'] },
  { name: 'Figma', domains: ['figma.com'] },
  { name: 'Canva', domains: ['canva.com'] },
  { name: 'Pinterest', domains: ['pinterest.com'] },
  { name: 'Snap', domains: ['snap.com', 'snapchat.com'] },
  { name: 'OpenAI', domains: ['openai.com'] },
  { name: 'Anthropic', domains: ['anthropic.com'] },
  { name: 'Tesla', domains: ['tesla.com'] },
  { name: 'SpaceX', domains: ['spacex.com'] },
  { name: 'Goldman Sachs', domains: ['gs.com', 'goldmansachs.com'] },
  { name: 'JPMorgan Chase', domains: ['jpmorgan.com', 'jpmchase.com', 'chase.com'] },
  { name: 'McKinsey', domains: ['mckinsey.com'] },
  { name: 'Deloitte', domains: ['deloitte.com'] },
  { name: 'Coinbase', domains: ['coinbase.com'] },
  { name: 'Databricks', domains: ['databricks.com'] },
  { name: 'Palantir', domains: ['palantir.com'] },
  { name: 'SAP', domains: ['sap.com'] },
  { name: 'Samsung', domains: ['samsung.com'] },
  { name: 'Booking.com', domains: ['booking.com'] },
  { name: 'Zalando', domains: ['zalando.de', 'zalando.com'] },
  { name: 'Revolut', domains: ['revolut.com'] },
  // The genuine corpus's employers (services/interviews/test/fixtures/corpus): their own domains,
  // and the tenants their hiring-system mail names.
  { name: 'Ridgeline Systems', domains: ['ridgelinesystems.com'] },
  { name: 'Tessellate', domains: ['tessellate.ai'] },
  { name: 'Copper Kettle Coffee', domains: ['copperkettle.co'] },
  { name: 'Lumenfield', domains: ['lumenfield.com'] },
  { name: 'Pellucid Health', domains: ['pellucid.health'] },
  { name: 'Stonebridge Capital', domains: ['stonebridgecap.com'] },
  { name: 'Nordwerk', domains: ['nordwerk.de'] },
  { name: 'Lumio', domains: ['lumio.fr'] },
  { name: 'AndinaPay', domains: ['andinapay.com'] },
  { name: 'Quarry', domains: ['quarry.dev'] },
  { name: 'Oakridge Systems', domains: ['oakridgesys.com'] },
  { name: 'Lindqvist Gruppe', domains: ['lindqvist-gruppe.de'] },
  { name: 'Tiller Bank', domains: ['tillerbank.co.uk'] },
  { name: 'Kelpie', domains: ['kelpie.ie'] },
  { name: 'Saltmarsh', domains: ['saltmarsh.com'] },
  { name: 'Vireo', domains: ['vireo.com'] },
  { name: 'Cumbre Digital', domains: ['cumbredigital.mx'] },
  { name: 'Orion Labs', domains: ['orionlabs.io'] },
  { name: 'Brightpath', domains: ['brightpath.com'] },
  { name: 'Brightline Health', domains: ['brightlinehealth.com'], tenants: [{ system: 'Greenhouse', tenant: 'brightlinehealth' }] },
  { name: 'Harbor & Finch', domains: ['harborandfinch.com'], tenants: [{ system: 'Greenhouse', tenant: 'harborandfinch' }] },
  { name: 'Helio Aerospace', domains: ['helioaerospace.com'], tenants: [{ system: 'SmartRecruiters', tenant: 'helioaerospace' }] },
  { name: 'Bayview Medical Center', domains: ['bayviewmedical.org'], tenants: [{ system: 'iCIMS', tenant: 'bayviewmedical' }] },
  { name: 'Fjord Analytics', domains: ['fjordanalytics.com'], tenants: [{ system: 'Teamtailor', tenant: 'fjordanalytics' }] },
  { name: 'Juniper Health', domains: ['juniperhealth.com'], tenants: [{ system: 'BambooHR', tenant: 'juniperhealth' }] },
  { name: 'Meridian Mutual', domains: ['meridianmutual.com'], tenants: [{ system: 'Workday', tenant: 'meridianmutual' }] },
  { name: 'Northwind Health Partners', domains: ['northwindhealth.com'], tenants: [{ system: 'Workday', tenant: 'northwindhealth' }] },
  { name: 'Granite Peak Outfitters', domains: ['granitepeak.com'], tenants: [{ system: 'Workday', tenant: 'granitepeak' }] },
  { name: 'Harbourline Bank', domains: ['harbourline.com'], tenants: [{ system: 'Workday', tenant: 'harbourline' }] },
  { name: 'Brightfields', domains: ['brightfields.com'], tenants: [{ system: 'Workday', tenant: 'brightfields' }] },
];
