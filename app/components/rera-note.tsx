import { Form } from "react-router";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { CHECKED_ON, RERA_MESSAGES, RERA_PORTAL_URL } from "#app/modules/listing-core/rera";

interface ReraNoteProps {
  id: string;
  number: string;
  /** When an Admin checked it, already worded ("24 November 2026"), or null. */
  checkedOn: string | null;
  /** Projects are expected to have one: say so when they do not. */
  expected?: boolean;
  /** An Admin sees a button to mark it checked, posted here (the route's own action by default). */
  canCheck?: boolean;
  action?: string;
  returnTo?: string;
  /** The heading ("RERA registration", or the agent's). */
  title?: string;
}

/** A listing's RERA number: checked by us (and when), or not yet, and a link to the portal. */
export function ReraNote({
  id,
  number,
  checkedOn,
  expected = false,
  canCheck = false,
  action,
  returnTo,
  title = RERA_MESSAGES.title,
}: ReraNoteProps) {
  const { t } = useI18n();
  if (!number && !expected) return null;
  return (
    <section aria-labelledby={`rera-${id}`} className="rounded-2xl border border-slate-200 p-4" data-testid="rera-note">
      <h2 id={`rera-${id}`} className="text-base font-bold text-ink">
        {t(title)}
      </h2>
      {number ? (
        <>
          <p className="mt-1 font-mono text-ink">{number}</p>
          <p className={`mt-1 text-sm ${checkedOn ? "font-medium text-emerald-800" : "text-slate-600"}`}>
            {checkedOn ? t(CHECKED_ON, { date: checkedOn }) : t(RERA_MESSAGES.notChecked)}
          </p>
          <p className="mt-2 text-sm">
            <a
              href={RERA_PORTAL_URL}
              className="font-semibold text-brand-700 hover:underline"
              rel="noopener"
              target="_blank"
            >
              {t(RERA_MESSAGES.lookUp)}
            </a>
          </p>
          {canCheck && !checkedOn ? (
            <Form method="post" action={action} className="mt-3">
              <input type="hidden" name="intent" value="check-rera" />
              <input type="hidden" name="id" value={id} />
              {returnTo ? <input type="hidden" name="returnTo" value={returnTo} /> : null}
              <button type="submit" className="button-outline px-3 py-2 text-sm">
                {t(RERA_MESSAGES.markChecked)}
              </button>
            </Form>
          ) : null}
        </>
      ) : (
        <p className="mt-1 text-slate-700">{t(RERA_MESSAGES.notProvided)}</p>
      )}
    </section>
  );
}
