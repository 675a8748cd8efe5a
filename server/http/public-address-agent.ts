import dns, { type LookupAddress, type LookupOptions } from "node:dns";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import { Agent, buildConnector } from "undici";

/**
 * Whether `address` is an ordinary public unicast address: not loopback, private,
 * link-local (cloud metadata), carrier-grade NAT, multicast, reserved or unspecified,
 * including IPv4 written inside IPv6.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === "unicast";
}

/** Refused: the host is, or resolves to, an address that is not public. */
export class PrivateAddressError extends Error {
  constructor(host: string) {
    super(`${host} is not a public address.`);
    this.name = "PrivateAddressError";
  }
}

type LookupCallback = (error: Error | null, address: string | LookupAddress[], family?: number) => void;

/** dns.lookup that answers only public addresses, and an error when a name has none. */
function publicLookup(hostname: string, options: LookupOptions, callback: LookupCallback): void {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, "");
    const usable = addresses.filter((entry) => isPublicAddress(entry.address));
    const [first] = usable;
    if (!first) return callback(new PrivateAddressError(hostname), "");
    if (options.all) callback(null, usable);
    else callback(null, first.address, first.family);
  });
}

/**
 * An undici dispatcher that connects only to public addresses, checked on every connection
 * (so on every redirect, and after DNS answers, against rebinding): a name is resolved to
 * its public addresses only, an address given as the host is checked before connecting, and
 * the socket's peer once more after.
 */
export function publicAddressAgent(): Agent {
  const connect = buildConnector({ lookup: publicLookup });
  return new Agent({
    connect: (options, callback) => {
      const literal = options.hostname.replace(/^\[(.*)\]$/, "$1");
      if (isIP(literal) && !isPublicAddress(literal)) return callback(new PrivateAddressError(options.hostname), null);
      connect(options, (error, socket) => {
        if (error) return callback(error, null);
        const peer = socket.remoteAddress ?? "";
        if (!isPublicAddress(peer)) {
          socket.destroy();
          return callback(new PrivateAddressError(options.hostname), null);
        }
        callback(null, socket);
      });
    },
  });
}
