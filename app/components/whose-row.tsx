/**
 * The person or entry a row's button acts on, for screen readers only: "Make Agent (Asha
 * Verma)" among many buttons that look alike. A name as written, never translated.
 */
export function WhoseRow({ name }: { name: string }) {
  return (
    <span className="sr-only" translate="no">
      {" "}
      ({name})
    </span>
  );
}
