export type MultipartFile = { data: Buffer; filename?: string; field?: string; contentType?: string };

/** A multipart/form-data body with one file, as a browser's form sends it. */
export function multipart({
  data,
  filename = "file.bin",
  field = "file",
  contentType = "application/octet-stream",
}: MultipartFile) {
  const boundary = "----storybites-test-boundary";
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
