/**
 * A signed-in user leaving on purpose (the account deleted): from the request until the page is
 * reloaded, the signed-in pages' guard shows nothing rather than sending the visit to /login, so the
 * navigation to /landing and its confirmation are not overtaken (decision 0040). The session can turn
 * null under the settings page at any moment of that: the deletion's answer clears the cookies, and
 * any request after it is refused.
 */
let leaving = false;

export function startDeliberateExit(): void {
  leaving = true;
}

/** The request failed: the user is still here. */
export function cancelDeliberateExit(): void {
  leaving = false;
}

export function isDeliberateExit(): boolean {
  return leaving;
}
