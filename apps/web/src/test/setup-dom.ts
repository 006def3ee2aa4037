// jsdom lays nothing out, so it has no scrolling; the pages call it to keep the current tab in view.
Element.prototype.scrollIntoView = () => {};
