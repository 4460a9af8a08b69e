import { PUBLIC_CONFIG_ELEMENT_ID, type PublicConfig } from "@pp/domain";
import { afterEach, describe, expect, it } from "vitest";
import { embeddedPublicConfig } from "./get-public-config";

const CONFIG: PublicConfig = {
  version: "1.2.3",
  insurer: { name: "Gulf Insurance", nameAr: "الخليج للتأمين", logoUrl: null },
  disclosure: {
    insurerLegalName: "Gulf Insurance PJSC",
    insurerLegalNameAr: "الخليج للتأمين ش.م.ع",
    insurerRegistrationNo: "12",
    insurerAddress: "Dubai",
    insurerAddressAr: "دبي",
  },
  meetingHosts: ["meet.example.com"],
  contactPhone: "800 123",
  contactEmail: "care@example.com",
  links: { hplusRenewals: "h", paSite: "p", termSite: "t", healthInformation: "i", feedback: "f" },
};

function embed(text: string) {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = PUBLIC_CONFIG_ELEMENT_ID;
  block.textContent = text;
  document.head.append(block);
}

afterEach(() => document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove());

describe("the public configuration written into the page", () => {
  it("is read on the first render, with what the server escaped restored", () => {
    const written = JSON.stringify({
      ...CONFIG,
      insurer: { name: "A < B", nameAr: "أ < ب", logoUrl: null },
    }).replaceAll("<", "\\u003c");
    expect(written).not.toContain("<");
    embed(written);
    expect(embeddedPublicConfig()).toEqual({ ...CONFIG, insurer: { name: "A < B", nameAr: "أ < ب", logoUrl: null } });
  });

  it("is absent on the dev server, and ignored when it is not the configuration's JSON, so the page fetches /api/config", () => {
    expect(embeddedPublicConfig()).toBeUndefined();
    embed("{not json");
    expect(embeddedPublicConfig()).toBeUndefined();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    embed(JSON.stringify({ version: 1 }));
    expect(embeddedPublicConfig()).toBeUndefined();
    document.getElementById(PUBLIC_CONFIG_ELEMENT_ID)?.remove();
    embed("null");
    expect(embeddedPublicConfig()).toBeUndefined();
  });
});
