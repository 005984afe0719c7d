import type { Brand } from '@hiring/contracts/vocabulary';

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The web app's page with this deployment's product name and support address in its meta tags and
 * title (docs/decisions/brand.md). The app reads the tags at start, so the bundle carries no brand.
 */
export function brandedPage(html: string, brand: Brand): string {
  const name = escapeAttribute(brand.productName);
  return html
    .replace(/(<meta name="product-name" content=")[^"]*(")/, `$1${name}$2`)
    .replace(/(<meta name="support-email" content=")[^"]*(")/, `$1${escapeAttribute(brand.supportEmail)}$2`)
    .replace(/<title>[^<:]*:/, `<title>${name}:`);
}
