// What other domains may use of posts: the site's published posts, a page at a time (school's
// get-selected-school shows the first page as its news), one by id and the newest up to a cap
// (the page documents' head and the sitemap, issue 26).
export { newestPublished, publishedPage, publishedPost } from './service';
