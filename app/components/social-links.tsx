import type { SocialNetwork } from "#app/config/site";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { BrandMark } from "./brand-mark";
import { useSite } from "./root-data";

const LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  twitter: "X (Twitter)",
  youtube: "YouTube",
};

export function SocialLinks({ className = "", tone = "light" }: { className?: string; tone?: "light" | "dark" }) {
  const { social } = useSite();
  const { t } = useI18n();
  const colours =
    tone === "dark" ? "bg-white/10 text-white hover:bg-white/20" : "bg-brand-50 text-brand-800 hover:bg-brand-100";
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`} aria-label={t("Social media")}>
      {(Object.keys(LABELS) as SocialNetwork[]).map((network) => (
        <li key={network}>
          <a
            href={social[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("{network} (opens in a new tab)", { network: LABELS[network] })}
            className={`flex size-10 items-center justify-center rounded-full ${colours}`}
          >
            <BrandMark name={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
