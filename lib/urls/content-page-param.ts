/** The query parameter of the content results' page on the home page (`page` is the businesses'). */
export const CONTENT_PAGE_PARAM = 'cpage';
