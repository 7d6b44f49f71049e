import { redirect } from "react-router";
import { signOut } from "#app/modules/accounts/accounts.server";
import { sendOrKeepForm } from "#app/modules/platform/forms";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link or a prefetch must not sign anyone out); it ends at /login. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/login", { headers });
}

/** A lost connection keeps the form as it was and says so (platform/forms.ts). */
export const clientAction = (args: Route.ClientActionArgs) => sendOrKeepForm(args);

export function loader() {
  return redirect("/");
}
