import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { INVITED_ROLES, PARTNER_FLAGS } from "@pp/domain";
import { ZodError } from "zod";
import { ConfigError, loadConfig } from "./config";
import { EmbeddedDatabaseInUse } from "./db/embedded-lock";
import { openConfiguredDatabase } from "./db/open-configured";
import { removeDemoPartners } from "./modules/backoffice";
import {
  addPartner,
  addUserToPartner,
  findOwnerOf,
  findPartnerByUserId,
  findTwoFactor,
  flagListSchema,
  importPartners,
  listPartners,
  PartnerAdminError,
  partnerFlags,
  resetPartnerPassword,
  resetPartnerTwoFactor,
  setPartnerDisabled,
  setPartnerFlags,
  setPartnerRegistration,
} from "./modules/identity";
import { localFileStorage } from "./storage/file-storage";

const USAGE = `Partner administration (uses DATA_DIR or DATABASE_URL like the server)

  npm run partners -- add --user-id ID --name NAME --email EMAIL [--password PW] [--flags basic,pa,...] [--category N]
                      [--role underwriter]   the insurer's underwriter: no selling, only the H+ underwriting queue
  npm run partners -- import --file PARTNERS.json
                      adds every partner of a JSON array ({userId, name, email, password, flags: ["basic",...],
                      category?, role?, registrationNo?}), or none if one of them is refused
  npm run partners -- add-user --partner ID --user-id ID --name NAME --email EMAIL --role ROLE [--team TEAM]
                      [--flags basic,pa,...] [--password PW]
                      a user of the partner whose (owner's) user id is --partner, as ${INVITED_ROLES.join(", ")}; the
                      team is made when the partner has none of that name; without --flags the partner's own
  npm run partners -- set-flags --user-id ID --flags enhanced,pa,term,basic,meetings,invitations
  npm run partners -- set-registration --user-id ID --registration-no NO
                      the partner's insurance regulator registration, printed on the documents of what it sells
  npm run partners -- reset-password --user-id ID [--password PW]
  npm run partners -- reset-2fa --user-id ID
  npm run partners -- disable --user-id ID
  npm run partners -- enable --user-id ID
  npm run partners -- show --user-id ID
  npm run partners -- list
  npm run partners -- remove-demo      deletes the demo partners (agent.all, agent.basic) and all their records

Flags: ${PARTNER_FLAGS.join(", ")}. Without --password a strong one is generated and printed once.`;

const generatedPassword = () => `${randomBytes(12).toString("base64url")}#9a`;

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const { values } = parseArgs({
    args: rest,
    options: {
      "user-id": { type: "string" },
      name: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      flags: { type: "string" },
      category: { type: "string" },
      role: { type: "string" },
      "registration-no": { type: "string" },
      file: { type: "string" },
      partner: { type: "string" },
      team: { type: "string" },
    },
  });
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  const userId = values["user-id"];
  const needUser = () => {
    if (!userId) throw new PartnerAdminError("--user-id is required.");
    return userId;
  };
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    await database.migrate();
    const db = database.db;
    switch (command) {
      case "add": {
        const password = values.password ?? generatedPassword();
        const row = await addPartner(db, {
          userId: needUser(),
          name: values.name ?? "",
          email: values.email ?? "",
          password,
          flags: flagListSchema.parse(values.flags ?? ""),
          category: values.category ? Number(values.category) : 1,
          role: values.role as "partner" | "underwriter" | undefined,
          ...(values["registration-no"] ? { registrationNo: values["registration-no"] } : {}),
        });
        console.log(
          row.role === "underwriter"
            ? `Added underwriter ${row.userId} (id ${row.id}): signs in on /login and works the H+ queue on /Approval.`
            : `Added partner ${row.userId} (partner_sno ${row.id}).`,
        );
        if (!values.password) console.log(`Password (shown once): ${password}`);
        break;
      }
      case "add-user": {
        if (!values.partner) throw new PartnerAdminError("--partner is required.");
        const role = values.role ?? "";
        if (!(INVITED_ROLES as readonly string[]).includes(role))
          throw new PartnerAdminError(`--role must be one of: ${INVITED_ROLES.join(", ")}.`);
        const password = values.password ?? generatedPassword();
        const user = await addUserToPartner(db, {
          partner: values.partner,
          userId: needUser(),
          name: values.name ?? "",
          email: values.email ?? "",
          password,
          teamRole: role as (typeof INVITED_ROLES)[number],
          ...(values.team ? { team: values.team } : {}),
          ...(values.flags !== undefined ? { flags: flagListSchema.parse(values.flags) } : {}),
        });
        console.log(`Added ${user.teamRole} ${user.userId} (id ${user.id}) to partner ${values.partner}.`);
        if (!values.password) console.log(`Password (shown once): ${password}`);
        break;
      }
      case "import": {
        if (!values.file) throw new PartnerAdminError("--file is required.");
        let file: unknown;
        try {
          file = JSON.parse(await readFile(values.file, "utf8"));
        } catch (err) {
          throw new PartnerAdminError(`${values.file} is not a readable JSON file: ${(err as Error).message}`);
        }
        const added = await importPartners(db, file);
        console.log(`Added ${added.length} partners: ${added.map((p) => p.userId).join(", ")}.`);
        break;
      }
      case "set-flags":
        await setPartnerFlags(db, needUser(), flagListSchema.parse(values.flags ?? ""));
        console.log(`Flags of ${needUser()} set to: ${values.flags || "(none)"}.`);
        break;
      case "set-registration":
        await setPartnerRegistration(db, needUser(), values["registration-no"] ?? "");
        console.log(`Registration number of ${needUser()} set to ${values["registration-no"]}.`);
        break;
      case "reset-password": {
        const password = values.password ?? generatedPassword();
        await resetPartnerPassword(db, needUser(), password);
        console.log(`Password of ${needUser()} reset; every session of the partner ended.`);
        if (!values.password) console.log(`New password (shown once): ${password}`);
        break;
      }
      case "reset-2fa": {
        const { hadSecondFactor } = await resetPartnerTwoFactor(db, needUser());
        console.log(
          hadSecondFactor
            ? `Second factor of ${needUser()} reset: authenticator, recovery codes and trusted browsers removed; every session ended. The partner sets it up again at the next sign-in.`
            : `${needUser()} had no second factor; every session ended anyway.`,
        );
        break;
      }
      case "disable":
      case "enable":
        await setPartnerDisabled(db, needUser(), command === "disable");
        console.log(`Partner ${needUser()} ${command}d.`);
        break;
      case "show": {
        const p = await findPartnerByUserId(db, needUser());
        if (!p) throw new PartnerAdminError(`No partner with user id ${needUser()}.`);
        // The partner's own second factor is its owner's (decision 058).
        const owner = await findOwnerOf(db, p.id);
        const secondFactor = owner && (await findTwoFactor(db, owner.id))?.confirmedAt ? "2fa on" : "2fa off";
        console.log(
          `${p.userId}\t${p.name}\t${p.email}\tregistration ${p.registrationNo ?? "-"}\tflags: ${partnerFlags(p).join(",") || "-"}\t${p.disabledAt ? "disabled" : "active"}\t${secondFactor}\tsite reference ${p.siteRef}`,
        );
        break;
      }
      case "list": {
        const all = await listPartners(db);
        for (const p of all) {
          console.log(
            `${p.id}\t${p.userId}\t${p.name}\t${p.role}\t${partnerFlags(p).join(",") || "-"}\t${p.disabledAt ? "disabled" : "active"}`,
          );
        }
        break;
      }
      case "remove-demo": {
        const removed = await removeDemoPartners(db, localFileStorage(path.join(config.DATA_DIR, "files")));
        console.log(
          removed.userIds.length
            ? `Removed the demo partners ${removed.userIds.join(", ")} with ${removed.quotations} quotations and ${removed.policies} policies.`
            : "No demo partners to remove.",
        );
        break;
      }
      default:
        throw new PartnerAdminError(`Unknown command "${command}".\n\n${USAGE}`);
    }
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof ZodError)
      console.error(
        `Invalid input:\n${err.issues.map((i) => `  ${i.path.join(".") || "value"}: ${i.message}`).join("\n")}`,
      );
    else if (err instanceof PartnerAdminError || err instanceof EmbeddedDatabaseInUse || err instanceof ConfigError)
      console.error(err.message);
    else console.error(err);
    process.exit(1);
  },
);
