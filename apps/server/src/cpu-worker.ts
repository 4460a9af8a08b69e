import { QUOTATION_CPU_TASKS } from "./modules/quotation";
import type { CpuTaskTable } from "./process/cpu-pool";
import { CPU_TASKS } from "./process/cpu-tasks";
import { taskRunner } from "./process/task-runner";

/*
 * The entry of every thread of the CPU pool (built as dist/cpu-worker.js, beside main.js): the infrastructure's tasks
 * and the modules' own, composed here, above the modules, since the pool lies below them and imports none. The table
 * must hold every task CpuTaskTable declares, or it does not compile.
 */
const TASKS: CpuTaskTable = { ...CPU_TASKS, ...QUOTATION_CPU_TASKS };

export default taskRunner(TASKS);
