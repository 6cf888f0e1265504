import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Button } from "../components/ui/button";
import { answerMessage, authApi } from "../features/auth/auth-api";
import { useAuthDialogs } from "../shared/auth-dialogs/use-auth-dialogs";
import { AuthPage } from "../features/auth/auth-page";
import { authPageMeta } from "../features/auth/auth-page-meta";
import type { Route } from "./+types/activate-account";

const INVALID_LINK = "This activation link is invalid or has expired.";

export function meta() {
  return authPageMeta("Confirm your e-mail");
}

type Outcome = { kind: "checking" } | { kind: "done" | "failed"; message: string };

/** /activate-account?token= : confirms the e-mail of an account made by social sign-in (decision 0010). */
export default function ActivateAccount(_: Route.ComponentProps) {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const dialogs = useAuthDialogs();
  const [outcome, setOutcome] = useState<Outcome>(token ? { kind: "checking" } : { kind: "failed", message: INVALID_LINK });

  useEffect(() => {
    if (!token) return;
    let cancelled = false;
    void authApi.activateAccount(token).then((answer) => {
      if (cancelled) return;
      setOutcome(
        answer.ok
          ? { kind: "done", message: answer.message }
          : { kind: "failed", message: answer.status === 400 ? answerMessage(answer) : INVALID_LINK },
      );
    });
    return () => {
      cancelled = true;
    };
  }, [token]);

  return (
    <AuthPage title="Confirm your e-mail">
      {outcome.kind === "checking" ? (
        <p className="auth-form__text">Confirming your e-mail address…</p>
      ) : (
        <div className="auth-form__body" role={outcome.kind === "done" ? "status" : "alert"}>
          <p className={outcome.kind === "done" ? "reset-sent__title" : "form-error"}>{outcome.message}</p>
          <Button size="lg" onClick={() => dialogs.open("login")}>
            Login
          </Button>
        </div>
      )}
    </AuthPage>
  );
}
