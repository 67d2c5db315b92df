/**
 * Options for a mutation the server answers with a sentence for the user (`{ message }`): it
 * resolves to the message and shows it in a success toast. Spread into `useEndpointMutation`.
 * Sonner is imported on demand: some of these hooks are in the first chunk (resend verification),
 * and a static import would pull toasts into the landing page's budget.
 */
export const messageToast = {
  select: ({ message }: { message: string }) => message,
  onSuccess: async (message: string) => {
    (await import('sonner')).toast.success(message);
  },
};
