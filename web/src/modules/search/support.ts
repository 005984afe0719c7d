/** The support contact shown on the search screen (docs/product/README.md#what-the-product-is); `VITE_SUPPORT_EMAIL` overrides it. */
export const SUPPORT_EMAIL: string = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@hiring-marketplace.example';
