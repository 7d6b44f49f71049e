import { describe, expect, it } from "vitest";
import { dispatchIntent } from "./intents.server";

const formWith = (intent?: string | Blob) => {
  const form = new FormData();
  if (intent !== undefined) form.set("intent", intent);
  return form;
};

const handlers = {
  approve: (form: FormData) => `approved ${form.get("id") ?? ""}`,
  "check-rera": async () => "checked",
};

describe("dispatchIntent", () => {
  it("answers a form by the handler its intent names, with the form", async () => {
    const form = formWith("approve");
    form.set("id", "42");
    expect(await dispatchIntent(form, handlers, () => "refused")).toBe("approved 42");
    expect(await dispatchIntent(formWith("check-rera"), handlers, () => "refused")).toBe("checked");
  });

  it("gives a missing, unknown, file or inherited intent to `otherwise`, and runs no handler", async () => {
    for (const intent of [undefined, "", "Approve", "delete", "constructor", "toString", "__proto__"]) {
      expect(await dispatchIntent(formWith(intent), handlers, () => "refused"), String(intent)).toBe("refused");
    }
    const file = new Blob(["approve"]);
    expect(await dispatchIntent(formWith(file), handlers, async () => "refused")).toBe("refused");
  });
});
