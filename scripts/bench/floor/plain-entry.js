// The same start without federation: an entry that loads one chunk, as the monolith's does.
void import(/* webpackChunkName: "page" */ './plain-page.js');
