import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { registerCatalog } from "#app/modules/i18n/translate";
import { stopHoldingPresses } from "#app/modules/platform/early-presses";

function hydrate() {
  stopHoldingPresses();
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// A Hindi page names its catalogue on <html> (fetched after the first paint beside the
// scripts): it is read before hydrating, so the page's first render in the browser matches the
// server's. If it cannot be read, the page stays as the server wrote it: links and forms work
// without us.
const catalog = document.documentElement.dataset.catalog;
if (catalog) {
  fetch(catalog)
    .then((response) => (response.ok ? response.json() : Promise.reject(response.status)))
    .then((messages) => {
      registerCatalog("hi", messages);
      hydrate();
    })
    .catch(() => {});
} else {
  hydrate();
}
