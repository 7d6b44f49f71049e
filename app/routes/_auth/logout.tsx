import { redirect } from "react-router";
import { signOut } from "#app/modules/accounts/accounts.server";
import type { Route } from "./+types/logout";

/** Logout is a POST (a link or a prefetch must not sign anyone out); it ends at /login. */
export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  return redirect("/login", { headers });
}

export function loader() {
  return redirect("/");
}
