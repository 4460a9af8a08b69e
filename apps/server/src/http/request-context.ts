import { AsyncLocalStorage, AsyncResource } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";

const context = new AsyncLocalStorage<{ requestId: string }>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

/** The id of the HTTP request this code runs for, if any (mail queued by it keeps the id for the worker's logs). */
export const currentRequestId = () => context.getStore()?.requestId;

/**
 * Makes the request id visible to everything the request calls, however deep, without passing it along. Reading a
 * body can resume in another async context, so the context is entered again before validation and the handler.
 */
export function registerRequestContext(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    context.run({ requestId: request.id }, () => {
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
