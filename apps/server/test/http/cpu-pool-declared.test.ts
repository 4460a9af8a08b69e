import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { cpuPoolDeclaredByRoutes } from "../../src/http/cpu-pool-declared";
import { outsideRequest, registerRequestContext } from "../../src/http/request-context";
import { createCpuPool } from "../../src/process/cpu-pool";

const pool = createCpuPool({ threads: 1, maxQueue: 4 });
const cpu = cpuPoolDeclaredByRoutes(pool);
afterAll(() => pool.close());

async function appWith(routes: (app: FastifyInstance) => void) {
  const app = Fastify();
  registerRequestContext(app);
  routes(app);
  await app.ready();
  return app;
}

const probe = async () => (await cpu.run("probe", new Uint8Array([7]))).bytes.toString("hex");

describe("a route that runs on the CPU pool", () => {
  it("runs its task when it declares config.cpuPool", async () => {
    const app = await appWith((a) => a.get("/declared", { config: { cpuPool: true } }, probe));
    const res = await app.inject({ url: "/declared" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe("07");
  });

  it("fails, naming itself, when it does not declare it (its 503 would be missing from the document)", async () => {
    const app = await appWith((a) => {
      a.setErrorHandler((err: Error, _req, reply) => reply.code(500).send(err.message));
      a.post("/undeclared", async () => probe());
    });
    const res = await app.inject({ method: "POST", url: "/undeclared", payload: { any: "body" } });
    expect(res.statusCode).toBe(500);
    expect(res.body).toContain('/undeclared runs "probe" on the CPU pool without declaring config.cpuPool');
  });

  it("lets work a request starts but does not wait for run outside it, and work outside any request", async () => {
    let background: Promise<string> | undefined;
    const app = await appWith((a) =>
      a.get("/starts-work", async () => {
        background = outsideRequest(() => probe());
        return "started";
      }),
    );
    expect((await app.inject({ url: "/starts-work" })).body).toBe("started");
    expect(await background).toBe("07");
    expect(await probe()).toBe("07");
  });
});
