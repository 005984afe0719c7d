declare module 'email-providers' {
  /** Domains of public email providers (derhuerst/email-providers, built from public lists). */
  const domains: string[];
  export default domains;
}
