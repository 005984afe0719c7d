// Domain rules on the Public Suffix List and the maintained personal-provider list. A separate
// entry point (`@hiring/contracts/domains`) so the web bundle, which imports the vocabulary, does
// not carry the 8,800 provider names and the suffix list.
export * from './mail-domains.js';
export * from './company-domains.js';
