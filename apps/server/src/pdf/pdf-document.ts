import PDFDocument from "pdfkit";

export type Pdf = InstanceType<typeof PDFDocument>;

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

/** A simple table: header row, then rows; widths in points. */
export function table(doc: Pdf, headers: string[], widths: number[], rows: string[][]) {
  const draw = (cells: string[], bold: boolean) => {
    const y = doc.y;
    let x = 50;
    doc.font(bold ? "Helvetica-Bold" : "Helvetica");
    cells.forEach((cell, i) => {
      doc.text(cell, x, y, { width: widths[i]! - 6 });
      x += widths[i]!;
    });
    doc.moveDown(0.4);
  };
  draw(headers, true);
  for (const row of rows) draw(row, false);
  doc.x = 50;
}
