import type { Option } from "#app/modules/listing-core/wizard-view";

/** The options of a select, as the server worded them. */
export function OptionList({ options }: { options: readonly Option[] }) {
  return options.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
