import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { contentSecurityPolicy } from '@hiring/gateway';

const MIME_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.vtt': 'text/vtt; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/** Answers a request itself (returns true), or leaves it to the static files (false). */
export type RequestHook = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * Serves a built single-page app (GET/HEAD only) on 127.0.0.1 and a free port.
 * `/` is index.html; anything not on disk, and every other method (the app's
 * /graphql and /api calls), gets a 404 with a plain "Not found". `hook` may answer
 * requests first (a test's real HTTP endpoint, e.g. a slow upload).
 */
export async function startStaticServer(rootDir: string, hook?: () => RequestHook | null): Promise<StaticServer> {
  const root = resolve(rootDir);

  const server: Server = createServer((req, res) => {
    if (hook?.()?.(req, res)) return;
    const notFound = () => {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('Not found');
    };
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      // drain the request body before answering
      req.resume();
      req.on('end', notFound);
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      notFound();
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    const filePath = normalize(join(root, pathname));
    if (filePath !== root && !filePath.startsWith(root + sep)) {
      notFound();
      return;
    }
    stat(filePath).then(
      (info) => {
        if (!info.isFile()) return notFound();
        // One byte range (`bytes=a-b`, `bytes=a-`), as the gateway's static files answer it: a video seeks with them.
        const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
        const start = range ? Number(range[1]) : 0;
        const end = range?.[2] ? Math.min(Number(range[2]), info.size - 1) : info.size - 1;
        if (range && start > end) {
          res.writeHead(416, { 'Content-Range': `bytes */${info.size}` });
          return res.end();
        }
        res.writeHead(range ? 206 : 200, {
          'Content-Type': MIME_TYPES[extname(filePath)] ?? 'application/octet-stream',
          'Content-Length': end - start + 1,
          'Accept-Ranges': 'bytes',
          ...(range ? { 'Content-Range': `bytes ${start}-${end}/${info.size}` } : {}),
          'Cache-Control': 'no-store',
          // The gateway's policy, so every browser test shows the app works under it.
          'Content-Security-Policy': contentSecurityPolicy(),
        });
        if (req.method === 'HEAD') return res.end();
        createReadStream(filePath, { start, end }).pipe(res);
      },
      () => notFound(),
    );
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolveClose, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolveClose()));
      }),
  };
}
