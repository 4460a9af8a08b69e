import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

type RequestScope = {
  requestId: string;
  /** The route's pattern, e.g. /api/policies/:policyNo/schedule.pdf. */
  route: string;
  /** The route declared that it runs on the CPU pool (config `cpuPool`), so its 503 is in the API document. */
  declaresCpuPool: boolean;
};
const context = new AsyncLocalStorage<RequestScope>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The id of the HTTP request this code runs for, if any (mail queued by it keeps the id for the worker's logs). */
export const currentRequestId = () => context.getStore()?.requestId;

/** The route this code answers for, if any. */
export const currentRoute = () => {
  const scope = context.getStore();
  return scope && { route: scope.route, declaresCpuPool: scope.declaresCpuPool };
};

/** Runs work a request starts but does not wait for (a receipt rendered after the answer): it answers no route. */
export const outsideRequest = <T>(work: () => T): T => context.exit(work);

/**
 * Makes the request id visible to everything the request calls, however deep, without passing it along. Reading a
 * body can resume in another async context, so the context is entered again before validation and the handler.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    const route = request.routeOptions;
    const scope = {
      requestId: request.id,
      route: route.url ?? request.url,
      declaresCpuPool: (route.config as { cpuPool?: boolean } | undefined)?.cpuPool === true,
    };
    context.run(scope, () => {
      resources.set(request, new AsyncResource("pp-request-context"));
      done();
    });
  });
  app.addHook("preValidation", (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done, request.raw);
    else done();
  });
}
