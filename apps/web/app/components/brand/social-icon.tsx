import type { ReactNode } from "react";
import { LineIcon } from "../ui/icon";

export type SocialNetwork = "facebook" | "twitter" | "instagram" | "linkedin" | "pinterest" | "youtube";

/** Simple line marks of the social networks, on the same 24px grid as the other icons. */
const MARKS: Record<SocialNetwork, ReactNode> = {
  facebook: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M15 8h-1.5A2.5 2.5 0 0 0 11 10.5V21M8.5 13h5.5" />
    </>
  ),
  twitter: <path d="M5 4h3.5L19 20h-3.5ZM19 4l-6 7M5 20l6-7" />,
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <path d="M17 7v.01" />
    </>
  ),
  linkedin: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M8 11v6M8 7.5v.01M12 17v-6M12 13.5a2.5 2.5 0 0 1 5 0V17" />
    </>
  ),
  pinterest: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m10 20.5 2.2-10M11.6 13.3c3.6.8 5.4-1.2 5.4-3.4 0-2.5-2.2-4-5-4-3.2 0-5 2.1-5 4.3 0 1 .4 1.9 1 2.3" />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="m10 9.5 4.5 2.5-4.5 2.5Z" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialNetwork }) {
  return <LineIcon>{MARKS[network]}</LineIcon>;
}
