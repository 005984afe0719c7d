import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A DNS server answering TXT questions from a table (the DKIM key of the test's ATS sender), on
 * the given address: for the container journey, the gateway address of the compose network the
 * test created, so only that network's containers (the interviews service) reach it.
 * (services/interviews/test/support/dns-server.ts is the same on 127.0.0.1, which containers
 * cannot reach.)
 */
export async function startDnsServer(address: string, port: number): Promise<{ server: string; setTxt(name: string, value: string): void; close(): Promise<void> }> {
  const txt = new Map<string, string>();
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const value = question ? txt.get(question.name.toLowerCase()) : undefined;
      if (question && value !== undefined && question.type === Packet.TYPE.TXT) {
        // TXT character-strings are at most 255 bytes: long DKIM keys are split.
        const chunks = value.match(/.{1,255}/g) ?? [''];
        response.answers.push({ name: question.name, type: Packet.TYPE.TXT, class: Packet.CLASS.IN, ttl: 60, data: chunks } as never);
      } else if (value === undefined) {
        response.header.rcode = 3; // NXDOMAIN
      }
      send(response);
    },
  });
  // dns2's listen never settles when the address cannot be bound: give up after 10 s.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    server.listen({ udp: { port, address }, tcp: { port, address } } as never),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`DNS server: could not listen on ${address}:${port}`)), 10_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return {
    server: `${address}:${port}`,
    setTxt: (name, value) => void txt.set(name.toLowerCase(), value),
    close: () => server.close() as Promise<void>,
  };
}
