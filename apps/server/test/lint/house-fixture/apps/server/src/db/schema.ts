export * from "./schema/sales";
