import { type DocumentsFormInput, type DocumentsScreen, PLANFOR } from "@pp/domain";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { QuotationJourneyProvider } from "../journey/quotation-journey-context";
import { DocumentsForm } from "./documents-form";

afterEach(cleanup);

const NO_FILES = {
  emiratesIdUpload: null,
  passportUpload: null,
  visaUpload: null,
  photographUpload: null,
  insuranceCertificateUpload: null,
  labourContractUpload: null,
  birthCertificateUpload: null,
};

/** A worker as step 2 left her: her Emirates ID typed there, no copy uploaded yet. */
const worker = (memberType: 2 | 3, occupation: string) => ({
  member_sno: 41,
  member_type: memberType,
  occupation,
  first_name: "Maria",
  family_name: "Santos",
  is_newborn: false,
  emiratesId: "784-1980-1234567-8",
  passportNo: "",
  uidNo: "",
  birth_certificate_no: "",
  ...NO_FILES,
});

const NO_SPONSOR_FILES = {
  emiratesId: "",
  passportNo: "",
  emiratesIdUpload: null,
  passportUpload: null,
  visaUpload: null,
  tradeLicenceUpload: null,
};

const screenOf = (form: DocumentsFormInput): DocumentsScreen =>
  ({ quotationNo: "BQ-2026-000041", form, files: {} }) as DocumentsScreen;

const individual = screenOf({
  quotationId: 41,
  planfor: PLANFOR.INDIVIDUAL,
  sponsor: { documentType: null, ...NO_SPONSOR_FILES },
  members: [worker(3, "Domestic worker")],
});

/** As the server gives a company's step 3: its document type is its trade licence. */
const company = screenOf({
  quotationId: 42,
  planfor: PLANFOR.COMPANY,
  sponsor: { documentType: "TradeLicence", ...NO_SPONSOR_FILES },
  members: [worker(2, "Employee")],
});

function openStepThree(documents: DocumentsScreen) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuotationJourneyProvider product="basic">
          <DocumentsForm quotationId={documents.form.quotationId} screen={documents} />
        </QuotationJourneyProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const sponsorPanel = () => screen.getByRole("region", { name: "Sponsor details" });
const settled = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

// MUI's accordions and fields take a few seconds to draw in a simulated DOM on a loaded machine.
describe("step 3, the documents", { timeout: 20_000 }, () => {
  it("opens with nothing in red although step 2's numbers are there, and speaks once a field is left or asked", async () => {
    openStepThree(individual);
    await settled();
    expect(screen.queryByText(/is required/)).toBeNull();
    expect(document.querySelector("[aria-invalid=true]")).toBeNull();

    // A field left empty says so; the others wait.
    const passport = screen.getByRole("textbox", { name: /^Passport number/ });
    fireEvent.focusOut(passport);
    expect(await screen.findByText("Passport number is required")).toBeTruthy();
    expect(screen.queryByText("Photograph is required")).toBeNull();

    // Show what is missing is the partner asking: every missing item then says what it needs.
    fireEvent.click(screen.getByRole("button", { name: "Show what is missing" }));
    expect(await screen.findByText("Photograph is required")).toBeTruthy();
    expect(screen.getByText("Document type is required")).toBeTruthy();
  });

  it("asks a company for its trade licence, not an Emirates ID, passport or visa", async () => {
    openStepThree(company);
    const sponsor = sponsorPanel();
    expect(within(sponsor).getByText("Trade licence")).toBeTruthy();
    expect(within(sponsor).queryByRole("radio", { name: "Emirates ID" })).toBeNull();
    expect(within(sponsor).getAllByText(/Trade licence copy/).length).toBeGreaterThan(0);
    for (const other of [/Emirates ID copy/, /Passport copy/, /Visa \/ UID copy/])
      expect(within(sponsor).queryByText(other)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Show what is missing" }));
    expect(await within(sponsor).findByText("Trade licence copy is required")).toBeTruthy();
  });
});
