import { readCensusTask } from "./census-file";

/**
 * The quotation module's tasks for the CPU pool: an uploaded census read into rows. The pool's threads run them from
 * the table src/cpu-worker.ts composes; the pool, below every module, knows their names and types only through
 * CpuTaskTable, which this module fills in (declaration merging).
 */
export const QUOTATION_CPU_TASKS = { readCensus: readCensusTask };

type QuotationCpuTasks = typeof QUOTATION_CPU_TASKS;
declare module "../../../process/cpu-pool" {
  interface CpuTaskTable extends QuotationCpuTasks {}
}
