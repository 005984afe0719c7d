import { DEFAULT_BRAND } from '@hiring/contracts/vocabulary';

/**
 * Product naming in one place. The name and the support address come from the page's meta tags,
 * which the gateway fills from its PRODUCT_NAME and SUPPORT_EMAIL (the same variables the services
 * use in mail); the defaults apply where the page is served as built.
 */
function pageSetting(name: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || fallback;
}

export const BRAND_NAME = pageSetting('product-name', DEFAULT_BRAND.productName);
export const SUPPORT_EMAIL = pageSetting('support-email', DEFAULT_BRAND.supportEmail);
export const COPYRIGHT_YEAR = 2025;
export const TAGLINE_CANDIDATE = 'Share your story. Get noticed. Land your dream job.';
export const TAGLINE_COMPANY = 'Find proven performers for your team.';
