import { lookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** How long the server waits for an IdP's metadata, and the most it reads of it. */
export const metadataFetchLimits = { timeoutMs: 5000, maxBytes: 1024 * 1024 } as const;

/** Addresses a metadata URL may not reach: this host, private networks, link-local (cloud metadata) and the like. */
const refused = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  refused.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  refused.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** May a metadata URL reach this address? Loopback only with the explicit test/demo allowance. */
export function mayFetchFrom(address: string, allowLoopback: boolean): boolean {
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return mayFetchFrom(mapped, allowLoopback);
  if (/^::ffff:/i.test(address)) return false;
  if (loopback.check(address, family)) return allowLoopback;
  return !refused.check(address, family);
}

export class MetadataFetchError extends Error {}

/**
 * Fetches an IdP's metadata from its URL: http(s) only, no redirects, every address the name resolves to
 * checked at connection time (so a name cannot resolve to a refused address between check and connect),
 * a timeout and a size limit.
 */
export function fetchMetadata(url: string, { allowLoopback }: { allowLoopback: boolean }): Promise<string> {
  const target = new URL(url);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    return Promise.reject(new MetadataFetchError('Only http and https URLs'));
  }
  const guardedLookup: LookupFunction = (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const list = addresses as unknown as { address: string; family: number }[];
      if (list.length === 0 || !list.every((entry) => mayFetchFrom(entry.address, allowLoopback))) {
        return callback(new MetadataFetchError(`Address of ${hostname} refused`), '', 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
  // A literal address never goes through lookup: check it here.
  const literal = target.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && !mayFetchFrom(literal, allowLoopback)) {
    return Promise.reject(new MetadataFetchError('Address refused'));
  }
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      target,
      {
        lookup: guardedLookup,
        timeout: metadataFetchLimits.timeoutMs,
        headers: { accept: 'application/samlmetadata+xml, application/xml, text/xml' },
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new MetadataFetchError(`Answered ${response.statusCode}`));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > metadataFetchLimits.maxBytes) {
            request.destroy(new MetadataFetchError('Metadata too large'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new MetadataFetchError('Timed out')));
    request.on('error', reject);
  });
}
