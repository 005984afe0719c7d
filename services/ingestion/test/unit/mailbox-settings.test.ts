import { describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET } from '@hiring/service-kit/testing';
import { loadIngestionConfig } from '../../src/config.js';
import { mailboxSettings } from '../../src/domain/mailbox/settings.js';
import { triggerMessage } from '../../src/resolvers/ingestion-status.resolvers.js';

const env = (extra: Record<string, string>) => loadIngestionConfig({ JWT_SECRET: TEST_JWT_SECRET, ...extra });

describe('mailbox settings', () => {
  it('reads INGESTION_IMAP_URL: TLS from imaps, default ports, encoded credentials, the folder from the path', () => {
    expect(mailboxSettings(env({ INGESTION_IMAP_URL: 'imaps://ingest%40hiring.example:p%40ss@imap.example.com/Forwarded' }))).toMatchObject({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'ingest@hiring.example',
      password: 'p@ss',
      folder: 'Forwarded',
      key: 'imap://ingest@hiring.example@imap.example.com/Forwarded',
    });
    expect(mailboxSettings(env({ INGESTION_IMAP_URL: 'imap://u:p@127.0.0.1:1143' }))).toMatchObject({ port: 1143, secure: false, folder: 'INBOX' });
  });

  it('reads the separate settings, TLS by default; nothing configured gives null', () => {
    expect(mailboxSettings(env({ INGESTION_IMAP_HOST: 'imap.example.com', INGESTION_IMAP_USER: 'u', INGESTION_IMAP_PASSWORD: 'p' }))).toMatchObject({
      port: 993,
      secure: true,
      folder: 'INBOX',
      rejectUnauthorized: true,
    });
    expect(
      mailboxSettings(
        env({ INGESTION_IMAP_HOST: 'h', INGESTION_IMAP_USER: 'u', INGESTION_IMAP_TLS: 'false', INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED: 'false' }),
      ),
    ).toMatchObject({ port: 143, secure: false, rejectUnauthorized: false });
    expect(mailboxSettings(env({}))).toBeNull();
    expect(() => env({ INGESTION_IMAP_URL: 'http://x' })).toThrow(/must start with imap:\/\/ or imaps:\/\//);
  });

  it('summarises a poll for the admin', () => {
    const poll = {
      startedAt: new Date(),
      finishedAt: new Date(),
      newMessages: 0,
      forwarded: 0,
      ignored: 0,
      duplicates: 0,
      takenElsewhere: 0,
      failed: 0,
      remaining: 0,
      error: null,
    };
    expect(triggerMessage(poll)).toBe('Email check complete: no new messages.');
    expect(triggerMessage({ ...poll, newMessages: 4, forwarded: 2, ignored: 1, duplicates: 1 })).toBe(
      'Email check complete: 4 new messages; 2 emails sent for processing, 1 ignored, 1 duplicate skipped.',
    );
    expect(triggerMessage({ ...poll, newMessages: 60, forwarded: 50, remaining: 10 })).toBe(
      'Email check complete: 60 new messages; 50 emails sent for processing, 10 left for the next check.',
    );
  });
});
