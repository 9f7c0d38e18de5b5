/** The readable cookie that carries the CSRF token; it exists only beside a server session (index.html reads it too). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
