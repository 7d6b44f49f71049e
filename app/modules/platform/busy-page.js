// Plain JavaScript: the front door (server/door.js) reads it unbuilt, the render queue through the build.

/**
 * The page a refused request gets: small, static, no script, no database. It says what
 * happened and what to do, in the site's words; its browser retries after Retry-After.
 */
export const BUSY_PAGE = `<!doctype html>
<html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Busy - Awadh Estates</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1rem;color:#1e293b}h1{color:#0b664d}</style>
</head><body><h1>We are busy right now</h1>
<p>Too many people are looking at the site this moment. Please try again in a few seconds: nothing you sent was saved.</p>
<p><a href="/">Try the home page again</a></p></body></html>
`;

/** Seconds a refused client is asked to wait. */
export const RETRY_AFTER_SECONDS = 5;
