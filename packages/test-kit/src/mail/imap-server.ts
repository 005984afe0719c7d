import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ImapFlow } from 'imapflow';
import { freePort } from '../infra/free-port.js';

const ENSURE_IMAP = fileURLToPath(new URL('../../../../deploy/local/ensure-imap.sh', import.meta.url));

export interface TestImapServer {
  host: string;
  port: number;
  user: string;
  password: string;
  /** `imap://user:password@127.0.0.1:port/INBOX` (or imaps:// with `tls`): INGESTION_IMAP_URL. */
  url: string;
  /** Delivers a message into the folder with IMAP APPEND; resolves with its UID. */
  append(message: string | Buffer, options?: { folder?: string; flags?: string[] }): Promise<number>;
  /** UIDs and flags of the folder's messages. */
  list(folder?: string): Promise<{ uid: number; flags: string[] }[]>;
  /** Deletes and recreates the folder: the new one has another UIDVALIDITY. */
  recreateFolder(folder: string): Promise<void>;
  stop(): Promise<void>;
}

/** Resolves once the server sends its IMAP greeting. */
async function greeting(port: number, timeoutMs: number, tls: boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      const done = (value: boolean) => {
        socket.destroy();
        resolve(value);
      };
      socket.setTimeout(1000, () => done(false));
      socket.once('error', () => done(false));
      // With TLS the greeting is encrypted: an accepted connection is enough.
      if (tls) socket.once('connect', () => done(true));
      else socket.once('data', (data) => done(data.toString('latin1').startsWith('* OK')));
    });
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`dovecot did not answer on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function idOf(kind: '-u' | '-g', name: string): number {
  return Number(execFileSync('id', [kind, name], { encoding: 'utf8' }).trim());
}

/**
 * A real IMAP server for tests: a private Dovecot instance (Debian's dovecot-imapd, installed by
 * deploy/local/ensure-imap.sh) with one user and a Maildir in a temporary folder, on a free
 * loopback port. Runs as root (mail owned by `nobody`) or as any user (everything owned by them).
 */
export async function startTestImapServer(options: { user?: string; tls?: boolean } = {}): Promise<TestImapServer> {
  const dovecot = execFileSync('bash', [ENSURE_IMAP], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).trim();
  const user = options.user ?? 'ingest@hiring.test';
  const password = randomBytes(9).toString('base64url');
  const root = mkdtempSync(join(tmpdir(), 'hm-imap-'));
  chmodSync(root, 0o755);
  const mail = join(root, 'mail');
  const run = join(root, 'run');
  mkdirSync(mail);
  mkdirSync(run);
  mkdirSync(join(root, 'state'));
  const asRoot = process.getuid?.() === 0;
  const me = userInfo().username;
  // As root, mail is delivered as `nobody` (Dovecot refuses root for mail processes).
  const [mailUid, mailGid] = asRoot ? [idOf('-u', 'nobody'), idOf('-g', 'nobody')] : [userInfo().uid, userInfo().gid];
  if (asRoot) chownSync(mail, mailUid, mailGid);
  writeFileSync(join(root, 'users'), `${user}:{PLAIN}${password}::::::\n`, { mode: 0o644 });

  let tlsConfig = 'ssl = no';
  if (options.tls) {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(root, 'key.pem'),
        '-out',
        join(root, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    chmodSync(join(root, 'key.pem'), 0o644);
    tlsConfig = `ssl = required\nssl_cert = <${join(root, 'cert.pem')}\nssl_key = <${join(root, 'key.pem')}`;
  }

  let child: ChildProcess | undefined;
  let port = 0;
  let log = '';
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    const config = `protocols = imap
listen = 127.0.0.1
base_dir = ${run}
state_dir = ${join(root, 'state')}
instance_name = hm-test-${port}
log_path = /dev/stderr
info_log_path = /dev/stderr
${tlsConfig}
disable_plaintext_auth = no
auth_mechanisms = plain login
default_internal_user = ${asRoot ? 'dovecot' : me}
default_login_user = ${asRoot ? 'dovenull' : me}
mail_location = maildir:${mail}/%u
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${join(root, 'users')}
}
userdb {
  driver = static
  args = uid=${mailUid} gid=${mailGid} home=${mail}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${options.tls ? 0 : port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${options.tls ? port : 0}
  }
}
`;
    writeFileSync(join(root, 'dovecot.conf'), config);
    log = '';
    const started = spawn(dovecot, ['-F', '-c', join(root, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'] });
    started.stdout?.on('data', (data: Buffer) => (log += data.toString()));
    started.stderr?.on('data', (data: Buffer) => (log += data.toString()));
    const exited = new Promise<never>((_, reject) => started.once('exit', (code) => reject(new Error(`dovecot exited with ${code}: ${log}`))));
    exited.catch(() => undefined);
    try {
      await Promise.race([greeting(port, 10_000, Boolean(options.tls)), exited]);
      child = started;
      break;
    } catch (error) {
      started.kill('SIGKILL');
      if (attempt >= 3) {
        rmSync(root, { recursive: true, force: true });
        throw error;
      }
    }
  }

  const scheme = options.tls ? 'imaps' : 'imap';
  const client = async () => {
    const imap = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: Boolean(options.tls),
      auth: { user, pass: password },
      tls: { rejectUnauthorized: false },
      logger: false,
      disableAutoIdle: true,
    });
    imap.on('error', () => undefined);
    await imap.connect();
    return imap;
  };
  const withClient = async <T>(work: (imap: ImapFlow) => Promise<T>): Promise<T> => {
    const imap = await client();
    try {
      return await work(imap);
    } finally {
      await imap.logout().catch(() => imap.close());
    }
  };

  return {
    host: '127.0.0.1',
    port,
    user,
    password,
    url: `${scheme}://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}/INBOX`,
    append: (message, appendOptions = {}) =>
      withClient(async (imap) => {
        const result = await imap.append(appendOptions.folder ?? 'INBOX', message, appendOptions.flags ?? []);
        if (!result || !result.uid) throw new Error('APPEND did not report a UID');
        return result.uid;
      }),
    list: (folder = 'INBOX') =>
      withClient(async (imap) => {
        const lock = await imap.getMailboxLock(folder);
        try {
          if (!imap.mailbox || imap.mailbox.exists === 0) return [];
          const rows = await imap.fetchAll('1:*', { uid: true, flags: true });
          return rows.map((row) => ({ uid: row.uid, flags: [...(row.flags ?? [])] }));
        } finally {
          lock.release();
        }
      }),
    recreateFolder: (folder) =>
      withClient(async (imap) => {
        if (folder.toUpperCase() === 'INBOX') throw new Error('INBOX cannot be deleted; recreate another folder');
        await imap.mailboxDelete(folder).catch(() => undefined);
        await imap.mailboxCreate(folder);
      }),
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((resolve) => child!.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 3000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
