/** The support contact shown on the search screen (profiles spec section 1); `VITE_SUPPORT_EMAIL` overrides it. */
export const SUPPORT_EMAIL: string = (import.meta.env.VITE_SUPPORT_EMAIL as string | undefined) || 'support@hiring-marketplace.example';
