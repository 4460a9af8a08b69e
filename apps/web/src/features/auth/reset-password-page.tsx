import { useSearchParams } from "react-router";
import { AuthLayout } from "./components/auth-layout";
import { NewPasswordForm } from "./components/new-password-form";
import { RequestResetForm } from "./components/request-reset-form";

/** /resetpassword asks for a link; /resetpassword?token=… (the e-mailed link) sets the new password. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  return <AuthLayout>{token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />}</AuthLayout>;
}
