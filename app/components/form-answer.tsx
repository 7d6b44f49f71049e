import type { ActionResult } from "#app/modules/platform/forms";

/**
 * The old product's rule (docs/product/old-product.md §8): a message with a cross mark (or
 * any error) is red, the others green.
 */
export function messageTone(message: string, failed?: boolean): "error" | "success" {
  return failed || message.includes("❌") ? "error" : "success";
}

export function FormMessage({
  message,
  tone,
  id,
}: {
  message?: string | null;
  tone: "error" | "success";
  id?: string;
}) {
  // The live region is always in the page, so screen readers announce each new message.
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} aria-live={tone === "error" ? "assertive" : "polite"}>
      {message ? (
        <p
          className={`rounded-lg border px-4 py-3 text-sm font-medium ${
            tone === "error" ? "border-red-200 bg-red-50 text-red-800" : "border-green-200 bg-green-50 text-green-800"
          }`}
          data-tone={tone}
        >
          {message}
        </p>
      ) : null}
    </div>
  );
}

/** A checked form's answer (useCheckedForm's result, already in the page's language), or its empty live region. */
export function FormResult({ result }: { result?: ActionResult }) {
  return <FormMessage message={result?.message} tone={result?.ok ? "success" : "error"} />;
}
