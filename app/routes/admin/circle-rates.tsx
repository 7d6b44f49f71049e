import { useActionData } from "react-router";
import { adminMeta } from "#app/components/admin/admin-meta";
import { AnswerMessage } from "#app/components/admin/answer";
import { AdminHeading } from "#app/components/content/admin-heading";
import { ImportForm, RateForm, RatesTable, RulesForm } from "#app/components/properties/costs/circle-rate-forms";
import { requireAdmin } from "#app/modules/accounts/session.server";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import { answerCircleRatesForm, circleRatesPage } from "#app/modules/properties/costs/circle-rates-page.server";
import type { Route } from "./+types/circle-rates";

export const meta = adminMeta((t) => ({
  title: t("Circle rates and costs"),
  description: t("The district's circle rates and the rules of the true-cost calculator."),
}));

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return circleRatesPage(request);
}

/** Every change is an Admin's, checked first; a bad form or file changes nothing. */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  return answerCircleRatesForm(await request.formData(), admin.id);
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

/** /admin/circle-rates: the district's circle rates (one at a time or a CSV) and the cost rules. */
export default function AdminCircleRates({ loaderData }: Route.ComponentProps) {
  const { rates, total, ruleFields, kinds, editing } = loaderData;
  const { t } = useI18n();
  // Without JavaScript the forms post to the page, and its answer shows here.
  const answer = useActionData<typeof action>();
  return (
    <section>
      <AdminHeading
        title={t("Circle rates and costs")}
        lead={t(
          "The district's circle rates per locality and kind, in ₹ per sq m, with the date they apply from, and the rules the listing pages work out stamp duty and registration with.",
        )}
      />
      <AnswerMessage answer={answer} className="mt-4" />
      <div className="mt-6 grid gap-6 xl:grid-cols-2">
        <RateForm key={editing?.id ?? "new"} editing={editing} kinds={kinds} />
        <ImportForm />
      </div>
      <RatesTable rates={rates} total={total} />
      <RulesForm fields={ruleFields} />
    </section>
  );
}
