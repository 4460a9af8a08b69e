import { afterAll, describe, expect, it } from "vitest";
import { importPartners } from "../../../../src/modules/identity/partners/partner-admin";
import { findPartnerByUserId, partnerFlags } from "../../../../src/modules/identity/partners/partner-repository";
import { createTestDatabase } from "../../../support/test-database";

const database = await createTestDatabase();
afterAll(() => database.drop());

const aPartner = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  name: `Broker ${userId}`,
  email: `${userId}@example.test`,
  password: "Import#Pass2026x",
  flags: ["basic", "pa"],
  ...extra,
});

describe("importing a file of partners (the operator CLI's import)", () => {
  it("adds every partner of the file with its flags", async () => {
    const added = await importPartners(database.db, [aPartner("imp.one"), aPartner("imp.two", { flags: [] })]);
    expect(added.map((p) => p.userId)).toEqual(["imp.one", "imp.two"]);
    const one = await findPartnerByUserId(database.db, "imp.one");
    expect(one && [...partnerFlags(one)].sort()).toEqual(["basic", "pa"]);
  });

  it("adds none when one entry is refused, an id is repeated or already exists", async () => {
    await expect(importPartners(database.db, [aPartner("imp.three"), aPartner("x")])).rejects.toThrow();
    await expect(importPartners(database.db, [aPartner("imp.four"), aPartner("IMP.four")])).rejects.toThrow(/repeated/);
    await expect(importPartners(database.db, [aPartner("imp.five"), aPartner("imp.one")])).rejects.toThrow(
      /already exist: imp.one/,
    );
    await expect(importPartners(database.db, { not: "a list" })).rejects.toThrow();
    for (const id of ["imp.three", "imp.four", "imp.five"])
      expect(await findPartnerByUserId(database.db, id)).toBeFalsy();
  });
});
