import { configure } from '@testing-library/react';
// jsdom lays nothing out, so it has no scrolling; the pages call it to keep the current tab in view.
Element.prototype.scrollIntoView = () => {};

// A wait for what the page shows (findBy…, waitFor) ends as soon as it shows; Testing Library's
// default of one second is too short a ceiling on a loaded 2-core machine, where three lanes of
// tests run at once (docs/testing.md), so a slow render failed a correct page.
configure({ asyncUtilTimeout: 10_000 });
