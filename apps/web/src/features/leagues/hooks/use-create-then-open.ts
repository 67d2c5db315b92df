import { useNavigate } from 'react-router';

/**
 * A creation form's submit: creates the thing, then opens its page. The form stays submitting (and
 * shows the server's refusal) until the mutation settles, since its promise is what it awaits.
 */
export function useCreateThenOpen<Input, Created>(
  create: { mutateAsync: (input: Input) => Promise<Created> },
  pathOf: (created: Created) => string,
) {
  const navigate = useNavigate();
  return async (input: Input) => {
    await navigate(pathOf(await create.mutateAsync(input)));
  };
}
