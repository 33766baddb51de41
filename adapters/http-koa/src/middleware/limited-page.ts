import { escapeHtml } from '../web/escape-html';

/**
 * The page a person sees when a page navigation is rate-limited and no product page says
 * why: plain HTML with the wait and a way back, never the API's JSON. The school's name is
 * the operator's (SCHOOL_NAME).
 */
export function limitedPage(waitSeconds: number, school: string): string {
  const wait =
    waitSeconds < 60
      ? `${waitSeconds} second${waitSeconds === 1 ? '' : 's'}`
      : `${Math.ceil(waitSeconds / 60)} minute${Math.ceil(waitSeconds / 60) === 1 ? '' : 's'}`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Too many requests | ${escapeHtml(school)}</title></head>
<body>
<main>
<h1>Too many requests</h1>
<p>We received a lot of requests from your network in a short time. Please wait ${wait}, then try again.</p>
<p><a href="/">Back To Home</a></p>
</main>
</body>
</html>
`;
}
