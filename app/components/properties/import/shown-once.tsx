/** A secret shown once (an API key, a signing secret), to copy now: read-only, never translated. */
export function ShownOnce({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <label className="mt-3 grid gap-1 font-medium">
      {label}
      <input
        readOnly
        value={value}
        data-testid={testId}
        translate="no"
        className="w-full rounded-lg border border-brand-600 bg-brand-50 p-2 font-mono text-sm"
      />
    </label>
  );
}
