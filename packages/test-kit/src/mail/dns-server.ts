import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server (UDP and TCP) that answers TXT questions from a table the test controls, so
 * DKIM/SPF verification runs its real path against keys the test generated. On 127.0.0.1 and a
 * free port unless told otherwise (the container journey listens on its network's gateway address,
 * which the containers reach and 127.0.0.1 is not).
 */
export async function startDnsServer(at: { address?: string; port?: number } = {}): Promise<{
  servers: string[];
  setTxt(name: string, value: string | null): void;
  /** Never answers questions about this domain or its subdomains (an attacker's tarpit name server). */
  silence(domain: string): void;
  close(): Promise<void>;
}> {
  const txt = new Map<string, string>();
  const silenced = new Set<string>();
  const server = dns2.createServer({
    udp: true,
    tcp: true,
    handle: (request, send) => {
      const response = Packet.createResponseFromRequest(request);
      const question = request.questions[0];
      const asked = question?.name.toLowerCase() ?? '';
      if ([...silenced].some((domain) => asked === domain || asked.endsWith(`.${domain}`))) return;
      const value = question ? txt.get(asked) : undefined;
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
  const address = at.address ?? '127.0.0.1';
  // dns2's listen never settles when the address cannot be bound: give up after 10 s.
  let timer: NodeJS.Timeout | undefined;
  const addresses = await Promise.race([
    server.listen({ udp: { port: at.port ?? 0, address }, tcp: { port: at.port ?? 0, address } } as never),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`DNS server: could not listen on ${address}:${at.port ?? 0}`)), 10_000);
    }),
  ]).finally(() => clearTimeout(timer));
  const port = (addresses as unknown as { udp: { port: number } }).udp.port;
  return {
    servers: [`${address}:${port}`],
    setTxt(name, value) {
      if (value === null) txt.delete(name.toLowerCase());
      else txt.set(name.toLowerCase(), value);
    },
    silence(domain) {
      silenced.add(domain.toLowerCase());
    },
    close: () => server.close() as Promise<void>,
  };
}
