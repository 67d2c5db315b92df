import { type EmailCategory, emailCategories, emailCategoryLabels } from '@pokerhome/domain';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { emailPreferencesQueryOptions, useUpdateEmailPreferences } from '../api/reach-api.ts';

/** Which e-mails the user gets; security e-mails are not listed because they are always sent. */
export function EmailPreferencesCard() {
  const query = useQuery(emailPreferencesQueryOptions);
  const update = useUpdateEmailPreferences();
  const toggle = async (category: EmailCategory, on: boolean) => {
    try {
      await update.mutateAsync({ [category]: on });
      toast.success(
        on ? `${emailCategoryLabels[category].label}: on` : `${emailCategoryLabels[category].label}: off`,
      );
    } catch (e) {
      toast.error(e instanceof Error ? e.message : String(e));
    }
  };
  return (
    <Card aria-labelledby="email-preferences-title">
      <CardHeader>
        <CardTitle id="email-preferences-title">E-mail preferences</CardTitle>
        <CardDescription>
          Choose which e-mails you get. Security e-mails (verification, password resets) are always sent.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <p role="alert" className="text-sm text-red-700">
            Your e-mail preferences could not be loaded.
          </p>
        ) : (
          <ul className="space-y-3">
            {emailCategories.map((category) => (
              <li key={category} className="flex items-start gap-3">
                <Checkbox
                  id={`email-${category}`}
                  className="mt-0.5"
                  checked={query.data?.[category] ?? false}
                  disabled={!query.data || update.isPending}
                  onChange={(e) => toggle(category, e.currentTarget.checked)}
                  aria-describedby={`email-${category}-help`}
                />
                <div>
                  <label htmlFor={`email-${category}`} className="text-sm font-medium text-stone-900">
                    {emailCategoryLabels[category].label}
                  </label>
                  <p id={`email-${category}-help`} className="text-sm text-stone-600">
                    {emailCategoryLabels[category].description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
