import { SPONSOR_FORM_DEFAULTS, type SponsorForm as SponsorFormValues, type TpaLink } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { tpaLinksQueryOptions } from "../api/get-tpa-links";
import { QuotationJourneyProvider } from "../journey/quotation-journey-context";
import { SponsorForm } from "./sponsor-form";

/**
 * For the step-1 form's tests (sponsor-form*.test.tsx): the form as a partner opens it for a new quotation of Basic,
 * without the server. The TPA's links are the server's configuration, not a rule of the form: given here, none by
 * default, and nothing fetched.
 */
export function renderStepOne(defaultValues: SponsorFormValues = SPONSOR_FORM_DEFAULTS, tpaLinks: TpaLink[] = []) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(tpaLinksQueryOptions().queryKey, tpaLinks);
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuotationJourneyProvider product="basic">
          <SponsorForm quotationId={null} defaultValues={defaultValues} />
        </QuotationJourneyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
