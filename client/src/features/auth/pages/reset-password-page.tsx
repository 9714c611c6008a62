import { NewPasswordForm } from "../components/new-password-form";
import { RequestResetForm } from "../components/request-reset-form";
import { useResetLinkToken } from "../lib/reset-link-token";

/** `/reset-password` asks for a link by email; the link (`/reset-password#TOKEN`) opens it on the new password. */
export function ResetPasswordPage() {
  const { token, forget } = useResetLinkToken();
  // Keyed by the token: another link opened over a refused one starts afresh.
  return token ? <NewPasswordForm key={token} token={token} onAskAgain={forget} /> : <RequestResetForm />;
}
