import { Button } from '@/components/ui/button.tsx';

/** The providers' marks, each as the fill and outline of its paths (24 × 24). */
const providers = {
  Google: [
    [
      '#4285F4',
      'M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92c-.26 1.37-1.04 2.53-2.21 3.31v2.77h3.57c2.08-1.92 3.28-4.74 3.28-8.09z',
    ],
    [
      '#34A853',
      'M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84C3.99 20.53 7.7 23 12 23z',
    ],
    [
      '#FBBC05',
      'M5.84 14.09c-.22-.66-.35-1.36-.35-2.09s.13-1.43.35-2.09V7.07H2.18C1.43 8.55 1 10.22 1 12s.43 3.45 1.18 4.93l3.66-2.84z',
    ],
    [
      '#EA4335',
      'M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1 7.7 1 3.99 3.47 2.18 7.07l3.66 2.84c.87-2.6 3.3-4.53 6.16-4.53z',
    ],
  ],
  Facebook: [
    [
      '#1877F2',
      'M24 12.07C24 5.44 18.63.07 12 .07S0 5.44 0 12.07c0 5.99 4.39 10.95 10.13 11.85v-8.38H7.08v-3.47h3.05V9.43c0-3.01 1.79-4.67 4.53-4.67 1.31 0 2.69.24 2.69.24v2.95h-1.51c-1.49 0-1.96.93-1.96 1.87v2.25h3.33l-.53 3.47h-2.8v8.38C19.61 23.02 24 18.06 24 12.07z',
    ],
  ],
} as const;

/**
 * Google and Facebook buttons: they only log a click and perform no login (no
 * provider is configured); the log line is what tells us people look for them.
 */
export function SocialSignIn() {
  return (
    <div>
      <div className="relative my-6 text-center text-xs text-stone-500">
        <span aria-hidden className="absolute inset-x-0 top-1/2 border-t border-stone-200" />
        <span className="relative bg-white px-2">or continue with</span>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {(Object.keys(providers) as (keyof typeof providers)[]).map((name) => (
          <Button
            key={name}
            variant="secondary"
            onClick={() => console.info(`Social sign-in clicked: ${name}`)}
          >
            <svg aria-hidden viewBox="0 0 24 24" className="size-4">
              {providers[name].map(([fill, d]) => (
                <path key={fill} fill={fill} d={d} />
              ))}
            </svg>
            {name}
          </Button>
        ))}
      </div>
    </div>
  );
}
