import { describe, expect, it } from "vitest";
import { z } from "zod";
import { csvStream } from "../../../../src/http/csv-export";
import { parseRows, ReferenceDataError } from "../../../../src/modules/reference/reference-data/csv-rows";

async function exported(rows: { name: string; mobile: string }[]) {
  const stream = csvStream(
    [
      { header: "Name", value: (r: { name: string }) => r.name },
      { header: "Mobile", value: (r: { mobile: string }) => r.mobile, digits: true },
    ],
    (async function* () {
      yield rows;
    })(),
  );
  let text = "";
  for await (const chunk of stream) text += chunk;
  return text;
}

describe("CSV written for spreadsheets", () => {
  it("quotes what needs quoting, keeps a mobile's leading zero and never lets a cell run as a formula", async () => {
    const text = await exported([
      { name: 'Khan, "Ahmed"', mobile: "0501234567" },
      { name: '=HYPERLINK("http://x")', mobile: "+971" },
      { name: "فاطمة", mobile: "" },
    ]);
    expect(text).toBe(
      '\uFEFFName,Mobile\r\n"Khan, ""Ahmed""","=""0501234567"""\r\n"\'=HYPERLINK(""http://x"")",\'+971\r\nفاطمة,\r\n',
    );
  });
});

describe("CSV read from reference files", () => {
  const schema = z.object({ id: z.string().min(1), text: z.string() });
  it("reads quoted fields, doubled quotes, CRLF and a byte order mark, with the header's names trimmed", () => {
    const rows = parseRows('\uFEFF id , text\r\na,"one, ""two"""\r\n\r\nb,three\n', schema, "x.csv");
    expect(rows).toEqual([
      { id: "a", text: 'one, "two"' },
      { id: "b", text: "three" },
    ]);
  });

  it("refuses a row of the wrong length or an unclosed quote, naming the file", () => {
    expect(() => parseRows("id,text\na,b,c\n", schema, "x.csv")).toThrow(ReferenceDataError);
    expect(() => parseRows('id,text\na,"b\n', schema, "x.csv")).toThrow(/^x\.csv: /);
  });
});
