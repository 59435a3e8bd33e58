/** Whether a response (a proxy's, next-intl's) sends the client elsewhere: any 3xx status. */
export function isRedirectResponse(response: Response): boolean {
  return response.status >= 300 && response.status < 400;
}
