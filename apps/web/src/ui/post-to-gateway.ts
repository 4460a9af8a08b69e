/**
 * Sends the browser to the hosted payment page the way the gateway expects: a regular HTML form POST of the signed
 * fields. The form is built with DOM calls, so no inline script is needed (the CSP forbids them).
 */
export function postToGateway(action: string, fields: Record<string, string>) {
  const url = new URL(action, window.location.href);
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error(`Refusing to post to ${url.protocol}`);
  const form = document.createElement("form");
  form.method = "POST";
  form.action = url.href;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement("input");
    input.type = "hidden";
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
