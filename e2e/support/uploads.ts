/** The upload API called directly, to prepare a shelf without clicking through the form. */

export async function uploadViaApi(
  baseUrl: string,
  access: string,
  title: string,
  pdf: Buffer,
): Promise<{ status: number; body: unknown }> {
  const form = new FormData();
  form.set("title", title);
  form.set("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `${title}.pdf`);
  const response = await fetch(`${baseUrl}/api/v1/pdf_parser/parse_pdf/`, {
    method: "POST",
    headers: { authorization: `Bearer ${access}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

export async function getWithToken(
  baseUrl: string,
  path: string,
  access: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${access}` },
  });
  return { status: response.status, body: await response.json() };
}
