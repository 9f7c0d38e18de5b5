/**
 * Inside VK the session is a bearer token issued by `POST auth/vk` (issue 3), because the VK iframe is cross-site and
 * its cookies are often blocked. The session layer sets it; the API client sends it and then skips CSRF.
 */
let bearerToken: string | null = null;

export function setBearerToken(token: string | null): void {
  bearerToken = token;
}

export function getBearerToken(): string | null {
  return bearerToken;
}
