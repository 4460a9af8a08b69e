import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { censusWorkbookTemplate } from "../../../../src/modules/quotation/census/census-template";

describe("the census template's guide sheet", () => {
  it("heads its columns in English and in Arabic side by side", async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await censusWorkbookTemplate()) as unknown as ArrayBuffer);
    const guide = workbook.getWorksheet("How to fill");
    if (!guide) throw new Error("The template lacks its guide sheet.");
    expect((guide.getRow(1).values as string[]).slice(1)).toEqual([
      "Column",
      "العمود",
      "How to fill it",
      "طريقة التعبئة",
      "Example / مثال",
    ]);
  });
});
