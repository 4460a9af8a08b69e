import type { Language, Words } from "@pp/domain";
import {
  Body,
  Button,
  Column,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Img,
  Link,
  Preview,
  Row,
  Section,
  Text,
} from "@react-email/components";
import { render } from "@react-email/render";
import { Fragment } from "react";
import { translate } from "../i18n/translate";
import type { MailBrand } from "./mail-brand";
import type { MailContent, MailText } from "./mail-content";
import { type MailVersion, mailVersions } from "./mail-language";
import { NoBreakReferences } from "./no-break";

// Colours with 4.5:1 contrast on their background; in dark mode the classes below swap them (mail apps that honour
// prefers-color-scheme), and apps that invert colours themselves still get readable text because nothing is an image.
const INK = "#1a2433";
const MUTED = "#4a5568";
const ACCENT = "#0b5cad";
const PAPER = "#ffffff";
const PAGE = "#f2f4f7";

const DARK_MODE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .pp-page, .pp-page > table > tbody > tr > td { background-color: #0f141b !important; }
    .pp-card { background-color: #1a212b !important; border-color: #2c3542 !important; }
    .pp-ink { color: #e8edf3 !important; }
    .pp-muted { color: #b4bfcc !important; }
    .pp-facts { background-color: #222b37 !important; }
    .pp-button { background-color: #5aa2ee !important; color: #0f141b !important; }
    .pp-link { color: #8cc2ff !important; }
  }
  @media only screen and (max-width: 480px) {
    .pp-card { padding: 20px 16px !important; }
    .pp-button { display: block !important; text-align: center !important; }
  }
`;

/** The frame every mail shares: the button's fallback and the footer. */
const IF_BUTTON_FAILS: Words = /*i18n*/ {
  id: "mail.frame.buttonFallback",
  message: "If the button does not open, copy this address into your browser:",
};
const CUSTOMER_CARE: Words = /*i18n*/ { id: "mail.frame.customerCare", message: "Customer care {phone}" };
const SENT_BY: Words = /*i18n*/ {
  id: "mail.frame.sentBy",
  message: "This e-mail was sent by {insurer} through its partner portal. Never share a code or a link from it.",
};
const customerCare = (phone: string): Words => ({ ...CUSTOMER_CARE, values: { phone } });
const sentBy = (insurer: string): Words => ({ ...SENT_BY, values: { insurer } });

const text = { color: INK, fontSize: "16px", lineHeight: "24px", margin: "0 0 12px" } as const;
const muted = { ...text, color: MUTED, fontSize: "14px", lineHeight: "20px" } as const;

/** One language's version of the mail: its heading, text, facts, button and contact, in that language's direction. */
function VersionBody({ version }: { version: MailVersion }) {
  const c = version.content;
  const rtl = version.language === "ar";
  const line = (words: string) => <NoBreakReferences text={words} rtl={rtl} />;
  return (
    <Section lang={version.language} dir={rtl ? "rtl" : "ltr"} style={{ textAlign: rtl ? "right" : "left" }}>
      <Heading as="h1" className="pp-ink" style={{ ...text, fontSize: "22px", lineHeight: "30px" }}>
        {line(version.subject)}
      </Heading>
      <Text className="pp-ink" style={text}>
        {line(c.greeting)}
      </Text>
      {c.intro.map((words) => (
        <Text key={words} className="pp-ink" style={text}>
          {line(words)}
        </Text>
      ))}
      {c.facts?.length ? (
        <Section
          className="pp-facts"
          style={{ backgroundColor: PAGE, borderRadius: "6px", padding: "12px 16px", margin: "8px 0 16px" }}
        >
          {c.facts.map((fact) => (
            <Row key={fact.label}>
              <Column
                className="pp-muted"
                style={{ ...muted, margin: 0, padding: rtl ? "4px 0 4px 12px" : "4px 12px 4px 0" }}
              >
                {fact.label}
              </Column>
              <Column
                className="pp-ink"
                // A value is data (a number, a period, an amount): it reads left to right in both languages.
                dir="ltr"
                style={{ ...text, margin: 0, fontWeight: 700, textAlign: rtl ? "left" : "right", whiteSpace: "nowrap" }}
              >
                {fact.value}
              </Column>
            </Row>
          ))}
        </Section>
      ) : null}
      {c.sections?.map((section) => (
        <Fragment key={section.heading}>
          <Heading
            as="h2"
            className="pp-ink"
            style={{ ...text, fontSize: "18px", fontWeight: 700, margin: "20px 0 8px" }}
          >
            {line(section.heading)}
          </Heading>
          {section.lines.map((words) => (
            <Text key={words} className="pp-ink" style={text}>
              {line(words)}
            </Text>
          ))}
        </Fragment>
      ))}
      {c.action ? (
        <Section style={{ margin: "8px 0 20px" }}>
          <Button
            href={c.action.url}
            className="pp-button"
            style={{
              backgroundColor: ACCENT,
              color: PAPER,
              fontSize: "16px",
              fontWeight: 700,
              borderRadius: "6px",
              padding: "12px 24px",
              textDecoration: "none",
            }}
          >
            {line(c.action.label)}
          </Button>
          <Text className="pp-muted" style={{ ...muted, marginTop: "12px" }}>
            {translate(version.language, IF_BUTTON_FAILS)}{" "}
            <Link href={c.action.url} className="pp-link" style={{ color: ACCENT, wordBreak: "break-all" }}>
              {c.action.url}
            </Link>
          </Text>
        </Section>
      ) : null}
      {c.outro?.map((words) => (
        <Text key={words} className="pp-ink" style={text}>
          {line(words)}
        </Text>
      ))}
      {c.contact ? (
        <>
          <Hr style={{ borderColor: "#dde3ea", margin: "20px 0" }} />
          <Text className="pp-ink" style={{ ...text, fontWeight: 700, marginBottom: "4px" }}>
            {c.contact.heading}
          </Text>
          {c.contact.lines.map((words) => (
            <Text key={words} className="pp-muted" style={{ ...muted, margin: 0 }}>
              {line(words)}
            </Text>
          ))}
        </>
      ) : null}
    </Section>
  );
}

/** The footer in one language: who sent the mail and how to reach their customer care. */
function Footer({ language, brand }: { language: Language; brand: MailBrand }) {
  const rtl = language === "ar";
  return (
    <Text
      lang={language}
      dir={rtl ? "rtl" : "ltr"}
      className="pp-muted"
      style={{ ...muted, fontSize: "12px", lineHeight: "18px", textAlign: rtl ? "right" : "left" }}
    >
      {brand.name} · {translate(language, customerCare(brand.contactPhone))} ·{" "}
      <Link href={`mailto:${brand.contactEmail}`} className="pp-link" style={{ color: ACCENT }}>
        {brand.contactEmail}
      </Link>
      <br />
      {translate(language, sentBy(brand.name))}
    </Text>
  );
}

function MailLayout({ versions, brand }: { versions: readonly [MailVersion, MailVersion]; brand: MailBrand }) {
  const first = versions[0];
  return (
    <Html lang={first.language} dir={first.language === "ar" ? "rtl" : "ltr"}>
      <Head>
        <title>{first.subject}</title>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <style>{DARK_MODE}</style>
      </Head>
      <Preview>{first.content.preview}</Preview>
      <Body
        className="pp-page"
        style={{ backgroundColor: PAGE, margin: 0, padding: "24px 0", fontFamily: "Arial, Helvetica, sans-serif" }}
      >
        <Container style={{ maxWidth: "600px", width: "100%", margin: "0 auto" }}>
          <Section style={{ padding: "0 16px 16px" }}>
            {brand.logo ? (
              // The logo travels with the mail (an inline attachment): it shows without loading remote images.
              <Img
                src={`cid:${brand.logo.cid}`}
                alt={brand.name}
                height="40"
                style={{ height: "40px", width: "auto" }}
              />
            ) : (
              <Text className="pp-ink" style={{ ...text, fontSize: "20px", fontWeight: 700, margin: 0 }}>
                {brand.name}
              </Text>
            )}
          </Section>
          <Section
            className="pp-card"
            style={{ backgroundColor: PAPER, border: "1px solid #dde3ea", borderRadius: "8px", padding: "28px 32px" }}
          >
            {versions.map((version, i) => (
              <Fragment key={version.language}>
                {i > 0 ? <Hr style={{ borderColor: "#dde3ea", margin: "28px 0" }} /> : null}
                <VersionBody version={version} />
              </Fragment>
            ))}
          </Section>
          <Section style={{ padding: "16px" }}>
            <Footer language="en" brand={brand} />
            <Footer language="ar" brand={brand} />
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** The HTML part of a mail: the content in the insurer's layout, readable on a phone and in dark mode. */
export const mailHtml = (content: MailContent, subject: MailText, brand: MailBrand) =>
  versionsHtml(mailVersions(subject, content), brand);

/** The HTML part of a mail already rendered in both languages, as the outbox keeps it. */
export function versionsHtml(versions: readonly [MailVersion, MailVersion], brand: MailBrand): Promise<string> {
  return render(<MailLayout versions={versions} brand={brand} />);
}

/** The plain-text part's last lines: who sent it. */
export const mailSignature = (brand: MailBrand) =>
  `${brand.name}\n${translate("en", customerCare(brand.contactPhone))}, ${brand.contactEmail}`;
