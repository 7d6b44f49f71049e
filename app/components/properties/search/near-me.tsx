import { useEffect, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { DEFAULT_WITHIN_KM, formatNear } from "#app/modules/listing-core/near";

/**
 * "Near me" (decision 050): the browser's location, asked only when pressed, becomes the
 * search's `near` (three decimals: about 100 m, no more of where the visitor stands), nearest
 * first; then "within" 1 to 20 km. Shown once the page runs JavaScript (without it there is
 * no location to ask for).
 */
export function NearMe({ within }: { within: Array<{ km: number; href: string; current: boolean }> | null }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  const [ready, setReady] = useState(false);
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setReady(Boolean(navigator.geolocation)), []);

  const ask = () => {
    setAsking(true);
    setFailed(false);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setAsking(false);
        const params = new URLSearchParams(location.search);
        params.set("near", formatNear({ latitude: coords.latitude, longitude: coords.longitude }));
        params.set("within", String(DEFAULT_WITHIN_KM));
        params.delete("page");
        params.delete("sort");
        navigate(`${location.pathname}?${params}`);
      },
      () => {
        setAsking(false);
        setFailed(true);
      },
      { maximumAge: 60_000, timeout: 15_000 },
    );
  };

  if (within) {
    return (
      <nav aria-label={t("How far from you")} className="flex flex-wrap items-center gap-2 text-sm">
        <span className="font-semibold text-slate-700">{t("Within")}</span>
        {within.map(({ km, href, current }) => (
          <Link
            key={km}
            to={href}
            aria-current={current ? "page" : undefined}
            className={`rounded-full border px-3 py-1 ${
              current ? "border-brand-700 bg-brand-50 font-semibold text-brand-800" : "border-slate-300 text-slate-700"
            }`}
          >
            {t("{km} km", { km: String(km) })}
          </Link>
        ))}
      </nav>
    );
  }
  if (!ready) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={ask}
        disabled={asking}
        className="rounded-full border border-slate-300 px-4 py-1.5 text-sm font-semibold text-slate-700 hover:border-brand-600 hover:text-brand-700 disabled:opacity-70"
      >
        {asking ? t("Finding where you are…") : t("Near me")}
      </button>
      {failed ? (
        <p role="alert" className="text-sm text-red-700">
          {t("We could not find where you are. Allow this site to see your location, or choose a locality.")}
        </p>
      ) : null}
    </div>
  );
}
