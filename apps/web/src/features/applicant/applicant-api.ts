import type {
  ApplicantApplication,
  ApplicantSignRequest,
  DeclarationDetailsRequest,
  DeclarationRequest,
} from "@pp/domain";
import { applicantApiPath } from "@pp/domain/routing";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../api/client";
import { parsedAnswer } from "./applicant-schemas";

const key = (token: string) => ["applicant", token] as const;

/** GET /api/applicant/:token: the application as its applicant sees it. */
export const applicationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: key(token),
    queryFn: async ({ signal }): Promise<ApplicantApplication> =>
      parsedAnswer(apiRequest(applicantApiPath(token), { signal }), (s) => s.applicantApplicationResponseSchema),
    retry: false,
  });

/** PUT the answers or the details of every Yes; the saved declaration replaces the one shown. */
export function useSaveApplicantDeclaration(token: string) {
  const queryClient = useQueryClient();
  const update = (declaration: ApplicantApplication["declaration"]) =>
    queryClient.setQueryData(key(token), (old: ApplicantApplication | undefined) => old && { ...old, declaration });
  return {
    answers: useMutation({
      mutationFn: async (body: DeclarationRequest) =>
        parsedAnswer(
          apiRequest(`/api/applicant/${token}/declaration`, { method: "PUT", body }),
          (s) => s.declarationResponseSchema,
        ),
      onSuccess: update,
    }),
    details: useMutation({
      mutationFn: async (body: DeclarationDetailsRequest) =>
        parsedAnswer(
          apiRequest(`/api/applicant/${token}/declaration/details`, { method: "PUT", body }),
          (s) => s.declarationResponseSchema,
        ),
      onSuccess: update,
    }),
  };
}

/** POST /api/applicant/:token/sign → the application, now signed. */
export function useSignDeclaration(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicantSignRequest) =>
      parsedAnswer(
        apiRequest(`/api/applicant/${token}/sign`, { method: "POST", body }),
        (s) => s.applicantApplicationResponseSchema,
      ),
    onSuccess: (data) => queryClient.setQueryData(key(token), data),
  });
}
