import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import fastifyHelmet from "@fastify/helmet";
import fastifyMultipart from "@fastify/multipart";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import Fastify from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { cpuPoolDeclaredByRoutes } from "./http/cpu-pool-declared";
import { registerCrossSiteGuard } from "./http/cross-site-guard";
import { registerDocumentErrorPages } from "./http/document-error-page";
import { registerErrorHandler } from "./http/error-handler";
import { fileAnswer, MEDIA } from "./http/file-answers";
import { AUTO_SUBMIT_JS } from "./http/html-page";
import { INLINE_STYLE_SOURCES } from "./http/inline-styles";
import { registerLocalizedAnswers } from "./http/localized-answers";
import { loggerOptions } from "./http/logger";
import { registerMethodNotAllowed } from "./http/method-not-allowed";
import { registerNoStoreDefault } from "./http/no-store";
import { openApiTransform } from "./http/openapi-transform";
import { registerRequestContext } from "./http/request-context";
import { registerTextInputGuard } from "./http/text-input-guard";
import { fastifyTrustProxy } from "./http/trust-proxy";
import { refuseUnknownQueryKeys } from "./http/unknown-query-keys";
import { registerWebApp } from "./http/web-app";
import { wireSerializerCompiler } from "./http/wire-serializer";
import type { Metrics } from "./metrics/metrics";
import { backofficeRoutes, recordSearchRoutes } from "./modules/backoffice";
import {
  accrueOnPayment,
  accrueOnReportedSale,
  clawBackRefund,
  commissionRoutes,
  statementRoutes,
} from "./modules/commission";
import {
  authRoutes,
  createAuthContext,
  languageRoutes,
  passwordResetRoutes,
  registerSessionResolution,
  sessionRoutes,
  startSessionCache,
  teamInvitationRoutes,
  teamRoutes,
  twoFactorRoutes,
} from "./modules/identity";
import {
  completeInvitationsPaidBy,
  invitationLinkRoutes,
  invitationRoutes,
  marketingStopRoutes,
  recordMarketingOptIn,
  videoCallRoutes,
} from "./modules/outreach";
import {
  gatewayCallbackRoutes,
  inProcessRefundTransport,
  paymentLinkRoutes,
  paymentRoutes,
  sandboxGatewayRoutes,
} from "./modules/payment";
import { cardRoutes, policyRoutes, servicingRoutes, siteReportRoutes } from "./modules/policy";
import {
  applicantRoutes,
  censusRoutes,
  declarationRoutes,
  documentRoutes,
  finalizeRoutes,
  memberRoutes,
  planRoutes,
  quotationDocumentRoutes,
  quotationRoutes,
  sponsorRoutes,
  underwritingRoutes,
} from "./modules/quotation";
import { publicConfigOf, publicConfigRoutes, tpaRoutes } from "./modules/reference";
import { handOverOpenWork, renewalReminderLinkRoutes, renewalRoutes } from "./modules/renewal";
import { healthRoutes } from "./operations/health-routes";
import { probeRoutes } from "./operations/probe-routes";
import { httpRefundTransport } from "./payments/gateway-refund";
import { registerUrlEncodedParser } from "./payments/urlencoded";
import { type CpuPool, createCpuPool } from "./process/cpu-pool";
import type { FileStorage } from "./storage/file-storage";

declare module "fastify" {
  interface FastifyInstance {
    /** The process's CPU pool (decision 040), for work beside the app's routes: the mail worker's attachments. */
    cpu: CpuPool;
  }
}

/**
 * `logStream` replaces stdout (tests read what was logged); the redaction rules stay the same. `metrics`, when
 * given, times every request (main.ts serves them on METRICS_PORT).
 */
type AppDeps = {
  config: Config;
  database: Database;
  storage: FileStorage;
  logStream?: NodeJS.WritableStream;
  metrics?: Metrics;
  /** A pool its caller owns and closes (the tests share one per worker); without it the app has its own. */
  cpu?: CpuPool;
};

/** Builds the whole HTTP app; main.ts adds the process around it, tests inject requests into it. */
export async function buildApp({ config, database, storage, logStream, metrics, cpu: ownedByCaller }: AppDeps) {
  const app = Fastify({
    logger: { ...loggerOptions(config), ...(logStream ? { stream: logStream } : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // Client-supplied request ids would let one request forge another's log lines.
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(wireSerializerCompiler);
  registerErrorHandler(app);
  registerDocumentErrorPages(app, config);
  registerLocalizedAnswers(app);
  registerNoStoreDefault(app);
  registerRequestContext(app);
  const answerWrongMethod = registerMethodNotAllowed(app);
  refuseUnknownQueryKeys(app);
  metrics?.observe(app);
  // One pool for the process: closing the app ends its threads after the tasks under way.
  const pool =
    ownedByCaller ??
    createCpuPool({
      threads: config.cpuThreads,
      maxQueue: config.CPU_POOL_QUEUE,
      timeLimitMs: config.CPU_TASK_TIME_LIMIT_MS,
    });
  if (!ownedByCaller) app.addHook("onClose", () => pool.close());
  const cpu = config.isProduction ? pool : cpuPoolDeclaredByRoutes(pool);
  // The mail worker, started beside the app (main.ts), renders the policy PDFs it attaches in the same pool.
  app.decorate("cpu", cpu);

  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // No inline style but the sheets the pages write themselves, named by their hashes (inline-styles.ts).
        styleSrc: ["'self'", ...INLINE_STYLE_SOURCES],
        imgSrc: ["'self'", "data:", "blob:"],
        frameSrc: ["'self'", "blob:"],
        // The payment form posts to the gateway's hosted page.
        formAction: ["'self'", new URL(config.gateway.url).origin],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    hsts: config.isProduction,
  });
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart);
  registerUrlEncodedParser(app);
  registerCrossSiteGuard(app, config.publicUrl);
  registerTextInputGuard(app);
  const db = database.db;
  const auth = createAuthContext(config, db);
  const cookie = auth.cookies.session;
  await startSessionCache(app, database, config.SESSION_CACHE_SECONDS);
  registerSessionResolution(app, db, cookie);

  await app.register(fastifySwagger, {
    openapi: {
      // 3.1: the document's schemas are JSON Schema 2020-12, so it shows every rule zod checks (record keys too).
      openapi: "3.1.0",
      info: {
        title: "Partner Portal API",
        version: config.version,
        description: "Generated from the same zod schemas that validate requests.",
      },
      components: { securitySchemes: { session: { type: "apiKey", in: "cookie", name: cookie.name } } },
    },
    transform: openApiTransform,
  });
  // Off in production unless API_DOCS=true: the map of every endpoint is of more use to an attacker than to a customer.
  if (config.apiDocs) await app.register(fastifySwaggerUi, { routePrefix: "/api/docs" });

  await app.register(healthRoutes, { database });
  await app.register(probeRoutes, { database, storage });
  await app.register(publicConfigRoutes, { config });
  await app.register(authRoutes, { ctx: auth });
  await app.register(twoFactorRoutes, { ctx: auth });
  await app.register(sessionRoutes, { db, cookies: auth.cookies });
  await app.register(languageRoutes, { db });
  await app.register(passwordResetRoutes, { ctx: auth });
  // A leaver's open quotations and renewals are handed over by the renewal module, in the team change's transaction.
  await app.register(teamRoutes, { ctx: auth, handOver: handOverOpenWork });
  await app.register(teamInvitationRoutes, { ctx: auth });
  await app.register(tpaRoutes, { db, config });
  await app.register(quotationRoutes, { db });
  await app.register(memberRoutes, { db });
  await app.register(censusRoutes, { cpu });
  await app.register(planRoutes, { db, config, cpu });
  await app.register(declarationRoutes, { db });
  await app.register(sponsorRoutes, { db });
  await app.register(quotationDocumentRoutes, { db, storage, config, cpu });
  await app.register(documentRoutes, { db, storage });
  await app.register(finalizeRoutes, { db });
  await app.register(underwritingRoutes, { db, storage, config });
  await app.register(applicantRoutes, { db, config });
  await app.register(paymentRoutes, { db, config });
  // An accepted payment completes the invitations it answers and accrues its commission, inside its transaction.
  await app.register(gatewayCallbackRoutes, {
    db,
    config,
    storage,
    cpu,
    onAccepted: async (tx, quotation, user, payment) => {
      await completeInvitationsPaidBy(tx, quotation, user);
      await accrueOnPayment(tx, payment);
    },
  });
  // A renewal's opt-in to marketing is recorded and confirmed by the consents, in the renewal's transaction.
  await app.register(renewalRoutes, { db, config, storage, cpu, recordOptIn: recordMarketingOptIn });
  await app.register(policyRoutes, { db, storage, config, cpu });
  await app.register(cardRoutes, { db, config, cpu });
  await app.register(paymentLinkRoutes, { db, config, sessionCookie: cookie });
  await app.register(backofficeRoutes, { db, storage });
  await app.register(servicingRoutes, {
    db,
    storage,
    gateway: config.gateway,
    refundTransport: config.gateway.sandbox ? inProcessRefundTransport(app) : httpRefundTransport,
    // A refund claws back its commission in the change's transaction.
    onRefunded: clawBackRefund,
  });
  await app.register(commissionRoutes, { db });
  await app.register(statementRoutes, { db, config, cpu });
  await app.register(recordSearchRoutes, { db });
  await app.register(invitationRoutes, { db, config });
  await app.register(invitationLinkRoutes, { db, config });
  await app.register(renewalReminderLinkRoutes, { db, config });
  await app.register(marketingStopRoutes, { db, config });
  await app.register(videoCallRoutes, { db, config });
  // A reported sale accrues its commission in the report's transaction.
  await app.register(siteReportRoutes, { db, keys: config.siteApiKeys, onSaleReported: accrueOnReportedSale });
  app.get(
    "/gateway-assets/auto-submit.js",
    {
      schema: {
        summary: "The script that posts a page's form on",
        response: { 200: fileAnswer("The script", MEDIA.javascript) },
      },
    },
    (_req, reply) =>
      reply
        .type("text/javascript; charset=utf-8")
        .header("cache-control", "public, max-age=86400")
        .send(AUTO_SUBMIT_JS),
  );
  if (config.gateway.sandbox) {
    await app.register(sandboxGatewayRoutes, {
      gateway: config.gateway,
      notifyUrl: `${config.publicUrl}/api/payments/notify`,
    });
  }

  await registerWebApp(app, config.WEB_DIST_DIR, publicConfigOf(config), answerWrongMethod);
  return app;
}
