// A tiny SMTP catcher for containers: accepts every message on SMTP_PORT (1025) and serves the
// subset of Mailpit's HTTP API that the container journey reads, on HTTP_PORT (8025):
//   GET /api/v1/messages          {"total", "messages": [{"ID", "To": [{"Address"}], "Created"}]} newest first
//   GET /api/v1/message/<ID>/raw  the message source
//   GET /readyz                   200
// No dependencies (only Node's standard library), so the image is the node base plus this file.
// Mail is kept in memory (MAX_MESSAGES, oldest dropped): it is a development tool, not a mail store.
import { createServer as createTcpServer } from 'node:net';
import { createServer as createHttpServer } from 'node:http';
import { randomUUID } from 'node:crypto';

const SMTP_PORT = Number(process.env.SMTP_PORT ?? 1025);
const HTTP_PORT = Number(process.env.HTTP_PORT ?? 8025);
const MAX_MESSAGES = Number(process.env.MAX_MESSAGES ?? 1000);
const MAX_MESSAGE_BYTES = 30 * 1024 * 1024;

/** @type {{ ID: string, From: string, To: { Address: string }[], Created: string, raw: string }[]} */
const messages = [];

/** `MAIL FROM:<a@b> SIZE=1` → `a@b` (indexOf rather than a regular expression: linear on any input). */
function address(arg) {
  const open = arg.indexOf('<');
  const close = open === -1 ? -1 : arg.indexOf('>', open + 1);
  return (close !== -1 ? arg.slice(open + 1, close) : arg.slice(arg.indexOf(':') + 1)).trim().toLowerCase();
}

const smtp = createTcpServer((socket) => {
  socket.setEncoding('latin1');
  let buffer = '';
  let inData = false;
  let data = [];
  let size = 0;
  let from = '';
  let to = [];
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 hm-smtp-catcher ESMTP');
  socket.on('error', () => socket.destroy());
  socket.on('data', (chunk) => {
    buffer += chunk;
    let end;
    while ((end = buffer.indexOf('\r\n')) !== -1) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (inData) {
        if (line === '.') {
          inData = false;
          messages.unshift({
            ID: randomUUID(),
            From: from,
            To: to.map((a) => ({ Address: a })),
            Created: new Date().toISOString(),
            raw: data.join('\r\n') + '\r\n',
          });
          messages.length = Math.min(messages.length, MAX_MESSAGES);
          data = [];
          size = 0;
          reply('250 OK queued');
        } else if (size <= MAX_MESSAGE_BYTES) {
          size += line.length + 2;
          data.push(line.startsWith('.') ? line.slice(1) : line);
        }
        continue;
      }
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO') reply('250-hm-smtp-catcher\r\n250-8BITMIME\r\n250-SMTPUTF8\r\n250 SIZE 31457280');
      else if (verb === 'HELO') reply('250 hm-smtp-catcher');
      else if (verb === 'MAIL') {
        from = address(line);
        to = [];
        reply('250 OK');
      } else if (verb === 'RCPT') {
        to.push(address(line));
        reply('250 OK');
      } else if (verb === 'DATA') {
        inData = true;
        data = [];
        size = 0;
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (verb === 'RSET') {
        from = '';
        to = [];
        reply('250 OK');
      } else if (verb === 'NOOP') reply('250 OK');
      else if (verb === 'QUIT') {
        reply('221 Bye');
        socket.end();
      } else reply('502 Command not implemented');
    }
  });
});

const http = createHttpServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://catcher');
  const json = (status, body) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  if (url.pathname === '/readyz' || url.pathname === '/livez') return json(200, { ok: true });
  if (url.pathname === '/api/v1/messages' && req.method === 'GET') {
    return json(200, { total: messages.length, messages: messages.map(({ raw: _raw, ...rest }) => rest) });
  }
  const raw = /^\/api\/v1\/message\/([0-9a-f-]+)\/raw$/.exec(url.pathname);
  if (raw && req.method === 'GET') {
    const message = messages.find((m) => m.ID === raw[1]);
    if (!message) return json(404, { error: 'not found' });
    res.writeHead(200, { 'content-type': 'message/rfc822' });
    return res.end(Buffer.from(message.raw, 'latin1'));
  }
  json(404, { error: 'not found' });
});

smtp.listen(SMTP_PORT, '0.0.0.0');
http.listen(HTTP_PORT, '0.0.0.0');
console.log(`smtp-catcher: SMTP on :${SMTP_PORT}, HTTP API on :${HTTP_PORT}`);
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => process.exit(0));
