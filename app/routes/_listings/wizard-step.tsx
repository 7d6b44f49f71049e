import { redirect } from "react-router";
import type { Route } from "./+types/wizard-step";

const STEPS: Record<string, number> = { "/propertydetails": 1, "/additionaldetails": 2, "/amenities": 3 };

/** /PropertyDetails, /AdditionalDetails and /Amenities open the posting wizard at that step. */
export function loader({ request }: Route.LoaderArgs) {
  const step = STEPS[new URL(request.url).pathname.toLowerCase()] ?? 1;
  return redirect(`/postproperty?step=${step}`);
}
