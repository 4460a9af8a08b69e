import {
  errorResponses,
  memberBatchBodySchema,
  memberBatchSchema,
  memberEntryFieldsSchema,
  memberEntrySchema,
  memberIdParamsSchema,
  membersResponseSchema,
  type Planfor,
  quotationIdParamsSchema,
  toIsoDate,
} from "@pp/domain";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../../db/client";
import { parseAgainstRecords } from "../../../http/validation";
import { currentPartner, requirePartner } from "../../identity";
import { findOwnedQuotation } from "../quotations/quotation-repository";
import { addMember, addMembers, membersWithTotals, removeMember, updateMember } from "./member-service";

const errors = errorResponses(400, 401, 404, 409, 422);
/** The fields and types here; which member types are allowed depends on the stored sponsor, checked in the handler. */
const memberBody = memberEntryFieldsSchema;

export const memberRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook("preHandler", requirePartner);

  type MemberRequest = { params: { id: number } } & Parameters<typeof currentPartner>[0];
  /** The member rules depend on the quotation's plan (which member types it insures), read before checking. */
  const planforOf = async (request: MemberRequest) =>
    (await findOwnedQuotation(db, request.params.id, currentPartner(request).scope)).planfor as Planfor;
  const parseMember = async (request: MemberRequest & { body: unknown }) =>
    parseAgainstRecords(memberEntrySchema(toIsoDate(new Date()), await planforOf(request)), request.body);

  app.get(
    "/api/quotations/:id/members",
    {
      schema: {
        tags: ["quotation"],
        summary: "getAllMemberFullDetail: members with premiums, and totals with 5% VAT (fils)",
        params: quotationIdParamsSchema,
        response: { 200: membersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const q = await findOwnedQuotation(db, request.params.id, currentPartner(request).scope);
      return membersWithTotals(db, q);
    },
  );

  app.post(
    "/api/quotations/:id/members",
    {
      schema: {
        tags: ["quotation"],
        summary: "Add a member (priced by the server)",
        params: quotationIdParamsSchema,
        body: memberBody,
        response: { 201: membersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const member = await parseMember(request);
      const result = await addMember(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        member,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  app.post(
    "/api/quotations/:id/members/batch",
    {
      schema: {
        tags: ["quotation"],
        summary: "Add many members at once (a census), all or none, each priced by the server",
        params: quotationIdParamsSchema,
        body: memberBatchBodySchema,
        response: { 201: membersResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      // Field errors come back as members.<index>.<field>, so the client finds the row.
      const schema = memberBatchSchema(toIsoDate(new Date()), await planforOf(request));
      const { members } = parseAgainstRecords(schema, request.body);
      const result = await addMembers(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        members,
        ip: request.ip,
      });
      return reply.status(201).send(result);
    },
  );

  app.put(
    "/api/quotations/:id/members/:memberId",
    {
      schema: {
        tags: ["quotation"],
        summary: "Edit a member (repriced)",
        params: memberIdParamsSchema,
        body: memberBody,
        response: { 200: membersResponseSchema, ...errors },
      },
    },
    async (request) => {
      const member = await parseMember(request);
      return updateMember(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        memberId: request.params.memberId,
        member,
        ip: request.ip,
      });
    },
  );

  app.delete(
    "/api/quotations/:id/members/:memberId",
    {
      schema: {
        tags: ["quotation"],
        summary: "Remove a member",
        params: memberIdParamsSchema,
        response: { 200: membersResponseSchema, ...errors },
      },
    },
    async (request) =>
      removeMember(db, {
        partner: currentPartner(request),
        quotationId: request.params.id,
        memberId: request.params.memberId,
        ip: request.ip,
      }),
  );
};
