export * from './dkim.js';
export * from './dns-server.js';
export * from './hostile-emails.js';
export * from './imap-server.js';
export * from './messages.js';
