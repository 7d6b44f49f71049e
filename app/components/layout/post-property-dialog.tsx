import { useNavigate } from "react-router";
import { X } from "#app/components/icons";
import { Modal } from "#app/components/modal";
import { useI18n } from "#app/modules/i18n/use-i18n";

interface PostPropertyDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** "Ready to post your property?": Cancel closes, Post Now goes to the posting wizard. */
export function PostPropertyDialog({ open, onOpenChange }: PostPropertyDialogProps) {
  const navigate = useNavigate();
  const { t } = useI18n();
  const close = () => onOpenChange(false);
  return (
    <Modal
      open={open}
      onClose={close}
      labelledBy="post-property-title"
      describedBy="post-property-description"
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl shadow-xl"
    >
      <div className="relative p-6">
        <h2 id="post-property-title" className="pr-8 text-xl font-bold text-ink">
          {t("Ready to post your property?")}
        </h2>
        <p id="post-property-description" className="mt-2 text-slate-600">
          {t(
            "List your property for free and reach buyers and tenants across Lucknow and beyond. Our team reviews every listing before it goes live.",
          )}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <button
            type="button"
            onClick={close}
            className="rounded-lg border border-slate-300 px-4 py-2 font-semibold hover:bg-slate-50"
          >
            {t("Cancel")}
          </button>
          <button
            type="button"
            className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-ink hover:bg-accent-400"
            onClick={() => {
              close();
              navigate("/PostProperty");
            }}
          >
            {t("Post Now")}
          </button>
        </div>
        <button
          type="button"
          aria-label={t("Close")}
          onClick={close}
          className="absolute top-3 right-3 rounded-md p-1 text-slate-500 hover:bg-slate-100"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </Modal>
  );
}
