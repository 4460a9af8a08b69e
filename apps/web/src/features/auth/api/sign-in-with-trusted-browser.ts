import { signedInResponseSchema, trustedBrowserSignedText } from "@pp/domain";
import { apiRequest } from "../../../api/client";
import { useCall } from "../../../api/use-call";
import { signWithDeviceKey } from "../device/device-key";

/**
 * The second step done by this browser's key: the login's challenge signed and sent to POST /api/auth/trusted-browser.
 * Undefined when the browser keeps no key; a refusal (400) means the code is asked for as usual.
 */
async function signInWithTrustedBrowser(challenge: string) {
  const signature = await signWithDeviceKey(trustedBrowserSignedText(challenge));
  if (!signature) return undefined;
  const body = await apiRequest("/api/auth/trusted-browser", { method: "POST", body: { signature } });
  return signedInResponseSchema.parse(body).partner;
}

export const useSignInWithTrustedBrowser = () => useCall(signInWithTrustedBrowser);
