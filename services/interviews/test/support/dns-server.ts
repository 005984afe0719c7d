import dns2 from 'dns2';

const { Packet } = dns2;

/**
 * A real DNS server on 127.0.0.1 (UDP and TCP) that answers TXT questions from a table the test
 * controls, so DKIM/SPF verification runs its real path against keys the test generated.
 */
export async function startDnsServer(): Promise<{
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
  const addresses = await server.listen({ udp: { port: 0, address: '127.0.0.1' }, tcp: { port: 0, address: '127.0.0.1' } } as never);
  const port = (addresses as unknown as { udp: { port: number } }).udp.port;
  return {
    servers: [`127.0.0.1:${port}`],
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
