import {
  type EnrolmentConfirm,
  enrolmentStartResponseSchema,
  type RecoveryCodesRegenerate,
  recoveryCodesResponseSchema,
  type TwoFactorDisable,
  twoFactorDisableResponseSchema,
  twoFactorStatusSchema,
} from "@pp/domain";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
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

/** POST …/enrolment/confirm: 400 a wrong code or password (on the fields); 200 ten recovery codes, shown once. */
export const useConfirmEnrolment = (signingIn = false) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EnrolmentConfirm) =>
      recoveryCodesResponseSchema.parse(
        await apiRequest("/api/account/two-factor/enrolment/confirm", { method: "POST", body }),
      ),
    meta: { allowUnauthorized: signingIn },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
};

/** POST …/disable with the password and a current code; `next: "enrolment"` when the portal requires one. */
export const useDisableTwoFactor = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TwoFactorDisable) =>
      twoFactorDisableResponseSchema.parse(
        await apiRequest("/api/account/two-factor/disable", { method: "POST", body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["account"] }),
  });
};

/** POST …/recovery-codes with a current code: ten new codes, the old ones stop working. */
export const useRegenerateRecoveryCodes = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: RecoveryCodesRegenerate) =>
      recoveryCodesResponseSchema.parse(
        await apiRequest("/api/account/two-factor/recovery-codes", { method: "POST", body }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
};
