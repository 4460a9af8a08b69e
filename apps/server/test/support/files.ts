/** Small real files for upload tests: each starts with its format's magic bytes. */
export const pdfBytes = () =>
  Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
export const pngBytes = (size = 0) => {
  const head = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex");
  return size > head.length ? Buffer.concat([head, Buffer.alloc(size - head.length)]) : head;
};
export const jpegBytes = () => Buffer.from("ffd8ffe000104a46494600010100000100010000ffd9", "hex");
export const exeBytes = () => Buffer.concat([Buffer.from("MZ"), Buffer.alloc(200, 0x90)]);

/** A multipart/form-data body with text fields and one file in `uploadedFiles`. */
export function multipart(fields: Record<string, string>, file: { name: string; bytes: Buffer; type?: string }) {
  const boundary = `----pp${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="uploadedFiles"; filename="${file.name}"\r\nContent-Type: ${file.type ?? "application/octet-stream"}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}
