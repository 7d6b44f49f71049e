import { Link } from "react-router";
import { Clock } from "#app/components/icons";
import { useI18n } from "#app/modules/i18n/use-i18n";
import { COLONY_LISTED } from "#app/modules/properties/colony-warning";
import { ApproveButton, ConfirmRemoveButton, RejectForm } from "./property-actions";

/**
 * What a listing's page shows its owner and the Admins only (listing-detail.tsx loads it for
 * them alone): why a listing that is not live is hidden, approve and reject while it waits,
 * and the owner's box (its stats, remove it).
 */
export function StatusBanners({
  id,
  name,
  status,
  statusText,
  isOwner,
  isAdmin,
}: {
  id: string;
  name: string;
  status: string;
  /** The status in words ("Expired on ..."), for a listing that is neither pending nor live. */
  statusText: string;
  isOwner: boolean;
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  if (status === "pending") {
    return (
      <div
        className="mt-4 flex flex-wrap items-start justify-between gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-900"
        data-testid="pending-banner"
      >
        <p className="flex items-center gap-2 font-medium">
          <Clock aria-hidden="true" className="size-5 shrink-0" />
          {isOwner
            ? t("Waiting for approval. Only you and our administrators can see this property.")
            : t("Waiting for approval. Only its owner and our administrators can see this property.")}
        </p>
        {isAdmin ? (
          <div className="flex flex-wrap items-start gap-2">
            <ApproveButton id={id} name={name} />
            <RejectForm id={id} name={name} />
          </div>
        ) : null}
      </div>
    );
  }
  return (
    <div
      className="mt-4 rounded-xl border border-slate-300 bg-slate-50 px-4 py-3 text-slate-900"
      data-testid="status-banner"
    >
      <p className="font-medium">
        {isOwner
          ? t("{status}. Only you and our administrators can see this property.", { status: statusText })
          : t("{status}. Only its owner and our administrators can see this property.", { status: statusText })}
      </p>
      {isOwner ? (
        <p className="mt-1">
          <Link to="/profile#your-listings" className="font-semibold text-brand-700 hover:underline">
            {status === "rejected" ? t("Edit it and send it again from your profile") : t("Go to your profile")}
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** The owner's box on their live listing (an Admin's too): its stats, and remove it. */
export function OwnerBox({ id, name, isOwner }: { id: string; name: string; isOwner: boolean }) {
  const { t } = useI18n();
  return (
    <div className="rounded-2xl border border-slate-200 p-4">
      <p className="text-sm text-slate-600">
        {isOwner ? t("This is your property.") : t("You can remove this property as an administrator.")}
      </p>
      <p className="mt-2">
        <Link
          to={`/profile/listing-stats?id=${encodeURIComponent(id)}`}
          className="font-semibold text-brand-700 underline"
        >
          {t("Views and enquiries")}
        </Link>
      </p>
      <div className="mt-3">
        <ConfirmRemoveButton id={id} name={name} intent="delete" />
      </div>
    </div>
  );
}

/**
 * Before an Admin marks Owner verified on a property in a colony the LDA listed as illegal
 * (issue 57): what the badge does and does not say, and a box to tick that it was read (the
 * server refuses the mark without it). Rendered inside the mark's own form.
 */
export function ColonyListedWarning() {
  const { t } = useI18n();
  return (
    <div
      className="mb-2 rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900"
      data-testid="colony-listed-warning"
    >
      <p>{t(COLONY_LISTED.warning)}</p>
      <label className="mt-2 flex items-start gap-2 font-semibold">
        <input type="checkbox" name="colonyWarningRead" value="1" required className="mt-1 size-4" />
        <span>{t(COLONY_LISTED.read)}</span>
      </label>
    </div>
  );
}
