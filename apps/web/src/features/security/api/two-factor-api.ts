import {
  type EnrolmentConfirm,
  enrolmentStartResponseSchema,
  type RecoveryCodesRegenerate,
  type RecoveryCodesResponse,
  recoveryCodesResponseSchema,
  type TwoFactorDisable,
  twoFactorDisableResponseSchema,
  twoFactorStatusSchema,
} from "@pp/domain";
import { type QueryKey, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client";

const twoFactorKey = ["account", "two-factor"] as const;

/** GET /api/account/two-factor: on or off, since when, recovery codes left, required by the operator. */
export const twoFactorStatusQueryOptions = () =>
  queryOptions({
    queryKey: twoFactorKey,
    queryFn: async ({ signal }) => twoFactorStatusSchema.parse(await apiRequest("/api/account/two-factor", { signal })),
    staleTime: 0,
  });

/**
 * POST /api/account/two-factor/enrolment: a new secret as a QR code and text. Also used by a sign-in that must set
 * it up (401 then means that sign-in has timed out).
 */
export const useStartEnrolment = (signingIn = false) =>
  useMutation({
    mutationFn: async () =>
      enrolmentStartResponseSchema.parse(await apiRequest("/api/account/two-factor/enrolment", { method: "POST" })),
    meta: { allowUnauthorized: signingIn },
  });

/** A POST of the security page whose answer is parsed with `schema`; what it changes is refetched. */
function useAccountPost<B, R>(path: string, schema: z.ZodType<R>, opts: { signingIn?: boolean; refetch: QueryKey }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: B) => schema.parse(await apiRequest(path, { method: "POST", body })),
    meta: { allowUnauthorized: opts.signingIn ?? false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opts.refetch }),
  });
}

/** POST …/enrolment/confirm: 400 a wrong code or password (on the fields); 200 ten recovery codes, shown once. */
export const useConfirmEnrolment = (signingIn = false) =>
  useAccountPost<EnrolmentConfirm, RecoveryCodesResponse>(
    "/api/account/two-factor/enrolment/confirm",
    recoveryCodesResponseSchema,
    { signingIn, refetch: ["account"] },
  );

/** POST …/disable with the password and a current code; `next: "enrolment"` when the portal requires one. */
export const useDisableTwoFactor = () =>
  useAccountPost<TwoFactorDisable, { next: "done" | "enrolment" }>(
    "/api/account/two-factor/disable",
    twoFactorDisableResponseSchema,
    { refetch: ["account"] },
  );

/** POST …/recovery-codes with a current code: ten new codes, the old ones stop working. */
export const useRegenerateRecoveryCodes = () =>
  useAccountPost<RecoveryCodesRegenerate, RecoveryCodesResponse>(
    "/api/account/two-factor/recovery-codes",
    recoveryCodesResponseSchema,
    { refetch: twoFactorKey },
  );
