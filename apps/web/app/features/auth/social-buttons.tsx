import { useEffect, useRef, useState } from "react";
import type { SocialProvider } from "@workbay/contracts/accounts";
import { Button } from "../../components/ui/button";
import { SocialIcon } from "../../components/brand/social-icon";
import { OrDivider } from "./form-fields";
import {
  loadAuthProviders,
  prepareProviders,
  signInWithFacebook,
  signInWithGoogle,
  signInWithLinkedin,
  type ProviderInfo,
  type SocialResult,
} from "./social-sign-in";

const NAMES: Record<SocialProvider, string> = { google: "GOOGLE", facebook: "FACEBOOK", linkedin: "LINKEDIN" };

type SocialButtonsProps = {
  /** 'LOGIN WITH' in the login dialog, 'CONTINUE WITH' in Sign Up. */
  verb: "LOGIN WITH" | "CONTINUE WITH";
  /** Which dialog started the sign-in (sent along by the LinkedIn popup). */
  from: "login" | "signup";
  onResult: (result: SocialResult) => void;
};

/**
 * The social buttons of the dialogs, only for the providers the server has configured
 * (DECISIONS.md section 6), then 'OR'. Nothing shows while none is configured.
 */
export function SocialButtons({ verb, from, onResult }: SocialButtonsProps) {
  const [providers, setProviders] = useState<ProviderInfo[]>([]);
  const [busy, setBusy] = useState(false);
  const googleFallback = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    void loadAuthProviders().then((list) => {
      if (cancelled) return;
      setProviders(list);
      void prepareProviders(list).catch(() => undefined);
    });
    return () => {
      cancelled = true;
    };
  }, []);

  if (providers.length === 0) return null;

  function start(info: ProviderInfo) {
    if (busy) return;
    setBusy(true);
    const attempt =
      info.provider === "google"
        ? signInWithGoogle(googleFallback.current)
        : info.provider === "facebook"
          ? signInWithFacebook()
          : signInWithLinkedin(info, from);
    void attempt.then((result) => {
      setBusy(false);
      onResult(result);
    });
  }

  return (
    <>
      <div className="social-buttons">
        {providers.map((info) => (
          <Button
            key={info.provider}
            variant="secondary"
            className={`social-button social-button--${info.provider}`}
            onClick={() => start(info)}
            disabled={busy}
          >
            {info.provider === "google" ? <GoogleMark /> : <SocialIcon network={info.provider} />}
            {verb} {NAMES[info.provider]}
          </Button>
        ))}
        <div ref={googleFallback} className="social-buttons__google-fallback" />
      </div>
      <OrDivider />
    </>
  );
}

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.5l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.6 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4.1 7.1-10.1 7.1-17.5z" />
      <path fill="#FBBC05" d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z" />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-9.9l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
