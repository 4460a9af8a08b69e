import PDFDocument from "pdfkit";

type Pdf = InstanceType<typeof PDFDocument>;

const BRAND = "#0b4f8a";

/** Renders with pdfkit's built-in Helvetica (no font files to ship) and collects the bytes. */
export function renderPdf(title: string, draw: (doc: Pdf) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    size: "A4",
    margin: 50,
    info: { Title: title, Author: "Partner Portal", Producer: "Partner Portal" },
  });
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.fillColor(BRAND).fontSize(18).font("Helvetica-Bold").text("Partner Portal Insurance", { continued: false });
    doc.fillColor("#555").fontSize(9).font("Helvetica").text("Health insurance for the United Arab Emirates");
    doc.moveDown(1.2).fillColor("#000").fontSize(16).font("Helvetica-Bold").text(title);
    doc.moveDown(0.6).font("Helvetica").fontSize(10);
    draw(doc);
    doc.end();
  });
}

/** A two-column block of label / value lines. */
export function keyValues(doc: Pdf, rows: [string, string][]) {
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font("Helvetica-Bold").text(label, 50, y, { width: 170 });
    doc.font("Helvetica").text(value, 230, y, { width: 315 });
    doc.moveDown(0.3);
  }
  doc.x = 50;
}

/** The plan's benefits as a titled two-column table: what a policy schedule and a quotation print for H+. */
export function benefitsTable(doc: Pdf, benefits: readonly { label: string; value: string }[]) {
  if (benefits.length === 0) return;
  doc.moveDown(0.8).font("Helvetica-Bold").fontSize(12).text("Benefits per member");
  doc.moveDown(0.3).fontSize(9);
  table(
    doc,
    ["Benefit", "Cover"],
    [170, 325],
    benefits.map((b) => [b.label, b.value]),
  );
}

/**
 * A table: header row, then rows; widths in points. Each row is as tall as its tallest cell (benefit texts wrap),
 * and a row that would not fit starts a new page with the header again.
 */
export function table(doc: Pdf, headers: string[], widths: number[], rows: string[][]) {
  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const heightOf = (cells: string[]) =>
    Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: widths[i]! - 6 })));
  const draw = (cells: string[], bold: boolean) => {
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    const y = doc.y;
    let x = 50;
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.y = y + heightOf(cells) + 4;
  };
  draw(headers, true);
  for (const row of rows) {
    doc.font("Helvetica");
    if (doc.y + heightOf(row) > bottom()) {
      doc.addPage();
      draw(headers, true);
    }
    draw(row, false);
  }
  doc.x = 50;
}
