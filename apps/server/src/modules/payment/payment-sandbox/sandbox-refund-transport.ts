import type { FastifyInstance } from "fastify";
import type { RefundTransport } from "../../../payments/gateway-refund";

/**
 * The sandbox gateway's refund call without the network: the same signed form post, handled by this process's own
 * sandbox route. Every instance serves the sandbox, so none needs to reach the public address (which may be a load
 * balancer the instance cannot call, or a port nothing listens on in tests).
 */
export const inProcessRefundTransport =
  (app: FastifyInstance): RefundTransport =>
  async (url, fields) => {
    const res = await app.inject({
      method: "POST",
      url: new URL(url).pathname,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(fields).toString(),
    });
    return Object.fromEntries(new URLSearchParams(res.body));
  };
