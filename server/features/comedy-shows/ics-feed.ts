import { Agent, fetch, type Dispatcher } from "undici";
import { ICS_BYTES_MAX } from "@shared/comedy-shows/comedy-show-input";
import { DomainError, invalid, tooLarge, upstreamFailed, upstreamTimeout } from "../../domain/domain-error";
import { PrivateAddressError, publicAddressAgent } from "../../http/public-address-agent";

export const FEED_TIMEOUT_MS = 10_000;

export interface FeedOptions {
  timeoutMs?: number;
  /** Also fetch from loopback and private networks (SHOW_FEEDS_FROM_PRIVATE_ADDRESSES). */
  privateAddresses?: boolean;
}

let dispatchers: { publicOnly: Dispatcher; any: Dispatcher } | undefined;
const dispatcherFor = (privateAddresses: boolean) => {
  dispatchers ??= { publicOnly: publicAddressAgent(), any: new Agent() };
  return privateAddresses ? dispatchers.any : dispatchers.publicOnly;
};

/**
 * A club's iCalendar feed, read within `timeoutMs` and `ICS_BYTES_MAX`: 413 when it is
 * larger, 504 when it does not answer in time, 502 when it cannot be reached or answers an
 * error, 400 when it (or a redirect) is on a private or loopback address and those are not allowed.
 */
export async function fetchIcsFeed(url: string, { timeoutMs = FEED_TIMEOUT_MS, privateAddresses = false }: FeedOptions = {}): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const res = await fetch(url, {
      signal,
      redirect: "follow",
      headers: { accept: "text/calendar, */*;q=0.5" },
      dispatcher: dispatcherFor(privateAddresses),
    });
    if (!res.ok) throw upstreamFailed(`The feed answered ${res.status}.`);
    if (Number(res.headers.get("content-length") ?? 0) > ICS_BYTES_MAX) {
      await res.body?.cancel();
      throw tooLarge(`The feed is larger than ${ICS_BYTES_MAX / 1_000_000} MB.`);
    }
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > ICS_BYTES_MAX) {
        await reader.cancel();
        throw tooLarge(`The feed is larger than ${ICS_BYTES_MAX / 1_000_000} MB.`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString("utf8");
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (error instanceof Error && error.cause instanceof PrivateAddressError) {
      throw invalid("The feed is on a private network address. Only feeds on the public internet can be imported.");
    }
    if (signal.aborted) throw upstreamTimeout(`The feed did not answer within ${timeoutMs / 1000} seconds.`);
    throw upstreamFailed("The feed could not be reached.");
  }
}
