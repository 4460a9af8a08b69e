import type { CpuPool } from "../process/cpu-pool";
import { currentRoute } from "./request-context";

/**
 * Outside production, a route that runs a task on the CPU pool without declaring `config: { cpuPool: true }` fails
 * loudly: the declaration is what puts the pool's 503 with Retry-After in the API document, and a route that forgot
 * it would answer a status its clients were never told about. Work outside any request (the mail worker, a render
 * started after the answer through `outsideRequest`) needs no declaration.
 */
export function cpuPoolDeclaredByRoutes(cpu: CpuPool): CpuPool {
  return {
    ...cpu,
    run(task, input) {
      const scope = currentRoute();
      if (scope && !scope.declaresCpuPool)
        throw new Error(
          `${scope.route} runs "${task}" on the CPU pool without declaring config.cpuPool: add it so its 503 is documented`,
        );
      return cpu.run(task, input);
    },
  };
}
