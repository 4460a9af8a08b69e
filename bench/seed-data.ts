// Bulk data for the benchmarks (not part of the tests). Run with tsx before the server starts:
//   npx tsx bench/seed-data.ts renewals   --count 10000            [DATA_DIR=… | DATABASE_URL=…]
//   npx tsx bench/seed-data.ts backoffice --quotations 100000 --policies 100000 --partners 200 --bulk 100000
//   npx tsx bench/seed-data.ts brokerage  --count 100000
//   npx tsx bench/seed-data.ts statements --count 20000 --period 2026-11
import { parseArgs } from "node:util";
import { sql } from "drizzle-orm";
import { loadConfig } from "../apps/server/src/config";
import { openConfiguredDatabase } from "../apps/server/src/db/open-configured";
import { seedDemoPartners } from "../apps/server/src/modules/identity";
import { ensureReferenceData } from "../apps/server/src/modules/reference";
import { hashPassword } from "../apps/server/src/security/passwords";

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: "string", default: "10000" },
    quotations: { type: "string", default: "100000" },
    policies: { type: "string", default: "100000" },
    partners: { type: "string", default: "200" },
    bulk: { type: "string", default: "100000" },
    period: { type: "string" },
  },
});

export const BENCH_PASSWORD = "Bench#Password2026";

const database = await openConfiguredDatabase(loadConfig());
const db = database.db;
await database.migrate();
await ensureReferenceData(db);
await seedDemoPartners(db);
const started = Date.now();

/** Partners bench.p000 … and bench.bulk, each its own owner (decision 058), with one shared password (hashed once). */
async function benchPartners(n: number) {
  await db.execute(sql`
    insert into partners (user_id, name, email, category_sno, basic_allowed, pa_allowed, term_allowed, enhanced_allowed)
    select 'bench.p' || lpad(g::text, 3, '0'), 'Bench Partner ' || g, 'bench.p' || g || '@example.com', 1, true, true, true, true
    from generate_series(0, ${n - 1}) g
    on conflict (user_id) do nothing`);
  await db.execute(sql`
    insert into partners (user_id, name, email, category_sno, basic_allowed)
    values ('bench.bulk', 'Bench Bulk Partner', 'bench.bulk@example.com', 1, true) on conflict (user_id) do nothing`);
  await benchOwners();
}

/** Each bench partner without one gets its owner: the same sign-in id, e-mail, flags and site reference. */
async function benchOwners() {
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into partner_users (partner_id, user_id, name, email, password_hash, team_role, site_ref,
      basic_allowed, pa_allowed, term_allowed, enhanced_allowed)
    select id, user_id, name, email, ${hash}, 'owner', site_ref, basic_allowed, pa_allowed, term_allowed, enhanced_allowed
    from partners where user_id like 'bench.%'
    on conflict (user_id) do nothing`);
}

/** Partner bench.team, its owner, five teams of a manager and nine agents each (bench.t1.manager, bench.t1.a1 …). */
async function benchTeam() {
  await db.execute(sql`
    insert into partners (user_id, name, email, category_sno, basic_allowed)
    values ('bench.team', 'Bench Brokerage', 'bench.team@example.com', 1, true) on conflict (user_id) do nothing`);
  await benchOwners();
  const partner = sql`(select id from partners where user_id = 'bench.team')`;
  await db.execute(sql`
    insert into partner_teams (partner_id, name) select ${partner}, 'Team ' || k from generate_series(1, 5) k
    on conflict do nothing`);
  const hash = await hashPassword(BENCH_PASSWORD);
  await db.execute(sql`
    insert into partner_users (partner_id, user_id, name, email, password_hash, team_role, team_id, basic_allowed)
    select ${partner}, 'bench.t' || k || case when j = 0 then '.manager' else '.a' || j end,
      'Bench ' || case when j = 0 then 'Manager ' || k else 'Agent ' || k || '.' || j end,
      'bench.t' || k || '.' || j || '@example.com', ${hash}, case when j = 0 then 'manager' else 'agent' end,
      (select t.id from partner_teams t where t.partner_id = ${partner} and t.name = 'Team ' || k), true
    from generate_series(1, 5) k, generate_series(0, 9) j
    on conflict (user_id) do nothing`);
  return partner;
}

/** Each of the partner's `tag` policies (and their quotations) sold by one of its fifty users, round-robin. */
async function soldByTheFifty(partner: ReturnType<typeof sql>, quotationLike: string) {
  await db.execute(sql`
    with u as (
      select id, (row_number() over (order by id) - 1)::int as k from partner_users
      where partner_id = ${partner} and team_role <> 'owner'
    )
    update quotations q set created_by_user_id = u.id, last_acted_by_user_id = u.id
    from u where q.partner_id = ${partner} and q.quotation_no like ${quotationLike} and u.k = q.id % 50`);
  await db.execute(sql`
    update policies p set created_by_user_id = q.created_by_user_id, last_acted_by_user_id = q.created_by_user_id
    from quotations q where q.id = p.quotation_id and p.partner_id = ${partner} and q.quotation_no like ${quotationLike}`);
}

/**
 * The brokerage of issue 42's bench: benchTeam's fifty, and `records` open quotations and `records` issued policies
 * spread evenly over the fifty as their creators.
 */
async function benchBrokerage(records: number) {
  const partner = await benchTeam();
  await db.execute(sql`
    insert into quotations (quotation_no, product, partner_id, channel, status, last_visited_page, planfor, sponsor_type, entity_type,
      sponsor_name, sponsor_mobile, sponsor_email, sponsor_gender, sponsor_date, sponsor_uid, tpa_sno, created_at)
    select 'BQ-TQ-' || lpad(g::text, 7, '0'), 'basic', ${partner}, 1, case when g % 3 = 0 then 'finalized' else 'draft' end,
      'memberdetail', 1, 1, 1, 'Sponsor T ' || g, '056' || lpad((g % 10000000)::text, 7, '0'), 't' || g || '@example.com', 1,
      date '1980-01-01' + (g % 7000), '201/2021/' || g, 3, now() - ((g % 360) || ' days')::interval
    from generate_series(1, ${records}) g`);
  await issuedPolicies(records, partner, "TM");
  // Creators round-robin over the fifty (not the owner); a policy is its quotation's creator's sale.
  await soldByTheFifty(partner, "B%");
}

/** The UAE month before the current one: the latest that has ended. */
function lastEndedMonth() {
  const uae = new Date(Date.now() + 4 * 3_600_000);
  return new Date(Date.UTC(uae.getUTCFullYear(), uae.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
}

/**
 * Issue 42's statements bench: benchTeam's fifty, `records` Basic policies they sold, each paid (an accepted payment)
 * and accrued in `period` as decision 061 writes it — one accrual of 10 % (7.5 % for a renewal) of AED 650 without
 * VAT, split as the demo rules split agent.all's: an agent keeps 80 % and their team's manager gets 20 %; a manager
 * keeps 90 % and the partner the rest. No statement issued yet.
 */
async function benchStatements(records: number, period: string) {
  const partner = await benchTeam();
  await issuedPolicies(records, partner, "CS");
  await soldByTheFifty(partner, "BQ-CS-%");
  await db.execute(sql`
    insert into payments (quotation_id, reference_number, transaction_uuid, amount_fils, status, decision, partner_id, decided_at)
    select p.quotation_id, 'BR-CS-' || lpad(p.id::text, 8, '0'), 'bench-cs-' || p.id, p.total_fils, 'accepted', 'ACCEPT',
      p.partner_id, ${`${period}-01T00:00:00Z`}::timestamptz + ((p.id % 27) || ' days')::interval + ((p.id % 600) || ' minutes')::interval
    from policies p where p.policy_no like 'BP-CS-%'`);
  await db.execute(sql`
    update policies p set payment_id = y.id from payments y
    where y.quotation_id = p.quotation_id and p.policy_no like 'BP-CS-%'`);
  await db.execute(sql`
    insert into commission_entries (partner_id, policy_id, kind, version, payment_id, business, product, rate_bp, base_fils,
      commission_fils, period, occurred_at)
    select p.partner_id, p.id, 'accrual', 1, p.payment_id, p.journey, 'basic', r.bp, p.premium_fils,
      round(p.premium_fils * r.bp / 10000.0)::int, ${period}, y.decided_at
    from policies p join payments y on y.id = p.payment_id
      cross join lateral (select case when p.journey = 'renewal' then 750 else 1000 end as bp) r
    where p.policy_no like 'BP-CS-%'`);
  // The seller's line, then the rest to their team's manager (an agent) or the partner (a manager).
  await db.execute(sql`
    insert into commission_lines (entry_id, partner_id, party, user_id, share_bp, amount_fils)
    select e.id, e.partner_id, 'seller', s.id, case when s.team_role = 'manager' then 9000 else 8000 end,
      round(e.commission_fils * (case when s.team_role = 'manager' then 9000 else 8000 end) / 10000.0)::int
    from commission_entries e join policies p on p.id = e.policy_id join partner_users s on s.id = p.created_by_user_id
    where p.policy_no like 'BP-CS-%'`);
  await db.execute(sql`
    insert into commission_lines (entry_id, partner_id, party, user_id, share_bp, amount_fils)
    select e.id, e.partner_id, case when s.team_role = 'manager' then 'partner' else 'manager' end,
      case when s.team_role = 'manager' then null else m.id end, 10000 - l.share_bp, e.commission_fils - l.amount_fils
    from commission_entries e join policies p on p.id = e.policy_id join partner_users s on s.id = p.created_by_user_id
      join commission_lines l on l.entry_id = e.id and l.party = 'seller'
      left join partner_users m on m.team_id = s.team_id and m.team_role = 'manager'
    where p.policy_no like 'BP-CS-%'`);
}

/** n issued Basic policies of partner `owner`, one member each, ending between today-30 and today+335 days. */
async function issuedPolicies(n: number, ownerSql: ReturnType<typeof sql>, tag: string) {
  await db.execute(sql`
    insert into quotations (quotation_no, product, partner_id, channel, status, last_visited_page, planfor, sponsor_type, entity_type,
      sponsor_name, sponsor_mobile, sponsor_email, sponsor_gender, sponsor_date, sponsor_uid, tpa_sno, created_at)
    select ${`BQ-${tag}-`} || lpad(g::text, 7, '0'), 'basic', ${ownerSql}, 1, 'policy_issued', 'paymentreview', 1, 1, 1,
      'Sponsor ' || ${tag} || ' ' || g, '050' || lpad((g % 10000000)::text, 7, '0'), lower(${tag}) || g || '@example.com', 1,
      date '1980-01-01' + (g % 7000), '201/2020/' || g, 3, now() - ((g % 360) || ' days')::interval
    from generate_series(1, ${n}) g`);
  await db.execute(sql`
    insert into policies (policy_no, quotation_id, partner_id, product, journey, tpa_sno, sponsor_name, sponsor_email, sponsor_mobile,
      start_date, end_date, premium_fils, vat_fils, total_fils, issued_at)
    select 'BP-' || substr(q.quotation_no, 4), q.id, q.partner_id, 'basic', case when q.id % 5 = 0 then 'renewal' else 'new_business' end, 3,
      q.sponsor_name, q.sponsor_email, q.sponsor_mobile,
      current_date - 335 + (q.id % 365), current_date + 29 + (q.id % 365), 65000, 3250, 68250, q.created_at
    from quotations q where q.quotation_no like ${`BQ-${tag}-%`}`);
  await db.execute(sql`
    insert into quotation_members (quotation_id, member_type, first_name, family_name, gender, date_of_birth, marital_status, nationality,
      occupation, salary_band, passport_no, premium_fils)
    select q.id, 3, 'Member', 'Number', 1 + (q.id % 2), date '1970-01-01' + (right(q.quotation_no, 7)::int % 12000), 'single', 'IN',
      'Domestic worker', 'upto4000', ${tag} || right(q.quotation_no, 7), 65000
    from quotations q where q.quotation_no like ${`BQ-${tag}-%`}`);
  await db.execute(sql`
    insert into policy_members (policy_id, quotation_member_id, member_type, first_name, family_name, gender, date_of_birth, marital_status,
      nationality, occupation, salary_band, passport_no, premium_fils)
    select p.id, m.id, m.member_type, m.first_name, m.family_name, m.gender, m.date_of_birth, m.marital_status, m.nationality, m.occupation,
      m.salary_band, m.passport_no, m.premium_fils
    from policies p join quotation_members m on m.quotation_id = p.quotation_id where p.policy_no like ${`BP-${tag}-%`}`);
}

const command = positionals[0];
if (command === "renewals") {
  await benchPartners(1);
  await issuedPolicies(Number(values.count), sql`(select id from partners where user_id = 'bench.p000')`, "RN");
} else if (command === "backoffice") {
  const n = Number(values.partners);
  await benchPartners(n);
  const owner = sql`(select id from partners where user_id = 'bench.p' || lpad((g % ${n})::text, 3, '0'))`;
  // Open quotations (no policy) spread over the partners.
  await db.execute(sql`
    insert into quotations (quotation_no, product, partner_id, channel, status, last_visited_page, planfor, sponsor_type, entity_type,
      sponsor_name, sponsor_mobile, sponsor_email, sponsor_gender, sponsor_date, sponsor_uid, tpa_sno, created_at)
    select 'BQ-BQ-' || lpad(g::text, 7, '0'), 'basic', ${owner}, 1, case when g % 3 = 0 then 'finalized' else 'draft' end, 'memberdetail', 1, 1, 1,
      'Sponsor Q ' || g, '055' || lpad((g % 10000000)::text, 7, '0'), 'q' || g || '@example.com', 1, date '1980-01-01' + (g % 7000),
      '201/2020/' || g, 3, now() - ((g % 360) || ' days')::interval
    from generate_series(1, ${Number(values.quotations)}) g`);
  await issuedPolicies(Number(values.policies), owner, "BO");
  await issuedPolicies(Number(values.bulk), sql`(select id from partners where user_id = 'bench.bulk')`, "BK");
} else if (command === "brokerage") {
  await benchBrokerage(Number(values.count));
} else if (command === "statements") {
  await benchStatements(Number(values.count), values.period ?? lastEndedMonth());
} else {
  console.error("usage: npx tsx bench/seed-data.ts renewals|backoffice|brokerage|statements [options]");
  process.exit(1);
}
// A live database's autovacuum analyses tables that grew; do it now, or the planner guesses from empty-table stats.
await db.execute(sql`analyze`);
console.log(`${command}: seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
