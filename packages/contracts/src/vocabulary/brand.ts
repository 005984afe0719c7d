/**
 * The product's name and support address. Operators set `PRODUCT_NAME` and `SUPPORT_EMAIL` once:
 * the services use them in mail and answers, and the gateway writes them into the web app's page
 * (meta tags the app reads at start). These are the defaults of the embedded run.
 */
export interface Brand {
  productName: string;
  supportEmail: string;
}

export const DEFAULT_BRAND: Brand = Object.freeze({
  productName: 'InterviewProof',
  // a reserved example domain until an operator sets the real one: never someone else's mailbox
  supportEmail: 'support@interviewproof.example',
});
