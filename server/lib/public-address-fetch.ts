import { lookup, type LookupAddress, type LookupOptions } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP } from "node:net";

/**
 * GET of an address a third party named (an autocomplete's logo URL): refused when its host is
 * or resolves to a loopback, private, link-local (cloud metadata), shared, multicast or reserved
 * address, so that no answer can make the server read its own network. The check is made in the
 * connection's own DNS lookup: the address checked is the address connected to (no second
 * resolution for a rebinding DNS to answer differently). Redirects are not followed.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 3],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 127],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** Public: reachable on the internet, not one of this machine's or its network's own addresses. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // BlockList checks an IPv4-mapped IPv6 address (::ffff:127.0.0.1) against the IPv4 rules.
  return !notPublic.check(address, family === 4 ? "ipv4" : "ipv6");
}

export class NotPublicAddress extends Error {
  override name = "NotPublicAddress";
}

type AddressPolicy = (address: string) => boolean;
type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** A DNS lookup that fails unless every address the name resolves to is allowed. */
const lookupAllowedOnly = (allowed: AddressPolicy) => (hostname: string, options: LookupOptions, callback: LookupCallback) => {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => !allowed(a.address))) return callback(new NotPublicAddress(hostname), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

export type PublicResponse = { status: number; type: string; bytes: Buffer | null };

/**
 * The answer of a public http(s) address: its status, content type and body (null past
 * maxBytes). Throws NotPublicAddress for an address that is not public (or not `allowed`), and
 * the network's error when the host cannot be reached in time.
 */
export async function fetchPublicAddress(
  url: string,
  { timeoutMs, maxBytes, accept, allowed = isPublicAddress }: { timeoutMs: number; maxBytes: number; accept: string; allowed?: AddressPolicy },
): Promise<PublicResponse> {
  const target = new URL(url);
  if (target.protocol !== "http:" && target.protocol !== "https:") throw new NotPublicAddress(url);
  // A literal address is connected to without a lookup: checked here.
  const host = target.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host) && !allowed(host)) throw new NotPublicAddress(host);
  const request = target.protocol === "https:" ? httpsRequest : httpRequest;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    const outgoing = request(target, { headers: { Accept: accept }, lookup: lookupAllowedOnly(allowed), signal: AbortSignal.timeout(timeoutMs) }, resolve);
    outgoing.on("error", reject);
    outgoing.end();
  });
  const type = String(response.headers["content-type"] ?? "");
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      response.destroy();
      return { status: response.statusCode ?? 0, type, bytes: null };
    }
    chunks.push(chunk);
  }
  return { status: response.statusCode ?? 0, type, bytes: Buffer.concat(chunks) };
}
