import http from "node:http";
import { randomBytes } from "node:crypto";

export interface PeerSubscription {
  id: string;
  customer: string;
  priceId: string;
  status: string;
  /** Unix seconds. */
  currentPeriodEnd: number;
  cancelAtPeriodEnd: boolean;
  metadata: Record<string, string>;
}

export interface PeerRequest {
  method: string;
  path: string;
  /** The form body, keys as Stripe's client writes them (e.g. `line_items[0][price]`). */
  form: Record<string, string>;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString("hex")}`;

/**
 * A local HTTP server speaking the parts of Stripe's API the app calls: customers and
 * coupons (create), Checkout Sessions (create) and subscriptions (retrieve, update). It
 * checks the secret key as Stripe does (Bearer) and records every request.
 */
export async function startStripePeer(secretKey: string) {
  const requests: PeerRequest[] = [];
  const subscriptions = new Map<string, PeerSubscription>();
  let failures = 0;

  const subscriptionJson = (sub: PeerSubscription) => ({
    id: sub.id,
    object: "subscription",
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    metadata: sub.metadata,
    items: {
      object: "list",
      data: [
        {
          id: `si_${sub.id}`,
          object: "subscription_item",
          current_period_end: sub.currentPeriodEnd,
          current_period_start: sub.currentPeriodEnd - 30 * 86_400,
          price: { id: sub.priceId, object: "price" },
        },
      ],
    },
  });

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": newId("req") });
        res.end(JSON.stringify(body));
      };
      const error = (status: number, message: string, type = "invalid_request_error") => json(status, { error: { type, message } });
      if (req.headers.authorization !== `Bearer ${secretKey}`) return error(401, "Invalid API Key provided");
      const path = (req.url ?? "").split("?")[0] ?? "";
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      requests.push({ method: req.method ?? "", path, form });
      if (failures > 0) {
        failures -= 1;
        return error(500, "Something went wrong on Stripe's end.", "api_error");
      }

      if (req.method === "POST" && path === "/v1/customers") {
        return json(200, { id: newId("cus"), object: "customer", email: form.email ?? null, metadata: {} });
      }
      if (req.method === "POST" && path === "/v1/coupons") {
        return json(200, {
          id: newId("co"),
          object: "coupon",
          name: form.name ?? null,
          duration: form.duration,
          percent_off: form.percent_off ? Number(form.percent_off) : null,
          amount_off: form.amount_off ? Number(form.amount_off) : null,
          currency: form.currency ?? null,
        });
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        if (!form["line_items[0][price]"]) return error(400, "Missing required param: line_items[0][price].");
        const id = newId("cs_test");
        return json(200, {
          id,
          object: "checkout.session",
          mode: form.mode,
          customer: form.customer ?? null,
          client_reference_id: form.client_reference_id ?? null,
          url: `https://checkout.stripe.test/c/pay/${id}`,
        });
      }
      const match = /^\/v1\/subscriptions\/([\w-]+)$/.exec(path);
      if (match) {
        const sub = subscriptions.get(match[1] ?? "");
        if (!sub) return error(404, `No such subscription: '${match[1]}'`);
        if (req.method === "POST" && form.cancel_at_period_end !== undefined) sub.cancelAtPeriodEnd = form.cancel_at_period_end === "true";
        return json(200, subscriptionJson(sub));
      }
      return error(404, `Unrecognized request URL (${req.method}: ${path}).`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** A subscription as Stripe would hold it after a checkout. */
    addSubscription(sub: Partial<PeerSubscription> & Pick<PeerSubscription, "customer" | "priceId">): PeerSubscription {
      const full: PeerSubscription = {
        id: newId("sub"),
        status: "active",
        currentPeriodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
        cancelAtPeriodEnd: false,
        metadata: {},
        ...sub,
      };
      subscriptions.set(full.id, full);
      return full;
    },
    subscription: (id: string) => subscriptions.get(id),
    /** The next `count` requests are answered with a 500 (the client retries once). */
    failNextRequests: (count = 1) => void (failures = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
