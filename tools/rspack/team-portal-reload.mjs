// The page entry of a remote's dev build in a team portal: the dev server adds its reload client here,
// and the declaration (routes and strings, which the remote's code never imports) is bundled behind an
// async boundary (its shared libraries come from the shell), so editing it rebuilds and reloads the page.
void import('team-portal-declaration');
