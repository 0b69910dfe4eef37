// The request id every log line, audit row and error reference carries. A caller's own id (a load
// balancer's, the platform's) is kept when it looks like one; anything else is replaced, so a header
// cannot smuggle text into logs. Runs in the proxy and in the API guards alike (no server-only import).

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

export function requestIdFrom(incoming: string | null | undefined): string {
  return incoming && REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
}
