import { createServer, type IncomingMessage, type Server } from 'node:http';

export interface ViesRequest {
  countryCode: string;
  vatNumber: string;
  /** Who asks: the requester's own VAT number, without which VIES gives no consultation number. */
  requesterMemberStateCode?: string;
  requesterNumber?: string;
}

export interface ViesAnswer {
  valid: boolean;
  requestIdentifier: string;
  name: string;
  address: string;
}

/**
 * A local stand-in for the EU's VIES REST service (`POST /check-vat-number`), answering as VIES does.
 * Numbers in `valid` are valid, with a name and an address; `DOWN` numbers get VIES's MS_UNAVAILABLE
 * error, `CUT` ones a closed connection, `SLOW` ones no answer at all; any other number is invalid. As
 * VIES, it gives a consultation number (`requestIdentifier`) only to a request that names its requester,
 * and an empty one otherwise. Every request is kept as it came, and every answer as it went.
 */
export async function startViesStandIn(valid: Record<string, { name: string; address: string }>) {
  const requests: ViesRequest[] = [];
  const answers: ViesAnswer[] = [];
  let consultations = 0;
  const server: Server = createServer(async (request, response) => {
    if (request.method !== 'POST' || request.url !== '/check-vat-number') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(await readBody(request)) as ViesRequest;
    requests.push(body);
    const key = `${body.countryCode}${body.vatNumber}`;
    if (key.endsWith('777777777')) return; // never answers
    if (key.endsWith('888888888')) {
      request.socket.destroy();
      return;
    }
    response.setHeader('content-type', 'application/json');
    if (key.endsWith('999999999')) {
      response.end(JSON.stringify({ actionSucceed: false, errorWrappers: [{ error: 'MS_UNAVAILABLE' }] }));
      return;
    }
    const company = valid[key];
    const requester = Boolean(body.requesterMemberStateCode && body.requesterNumber);
    if (requester) consultations += 1;
    const answer: ViesAnswer = {
      valid: company !== undefined,
      requestIdentifier: requester ? `WAPIAAAAW${String(consultations).padStart(6, '0')}` : '',
      name: company?.name ?? '---',
      address: company?.address ?? '---',
    };
    answers.push(answer);
    response.end(
      JSON.stringify({
        countryCode: body.countryCode,
        vatNumber: body.vatNumber,
        requestDate: new Date().toISOString(),
        ...answer,
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    answers,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
