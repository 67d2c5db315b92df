import { commonRules, gameLimits } from '@pokerhome/domain';
import { Plus, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Input } from '@/components/ui/input.tsx';

/** Rules editor: custom rules by Enter or Add, trimmed; the 10 common rules, no duplicates. */
export function RulesEditor({
  rules,
  errors,
  onChange,
}: {
  rules: string[];
  errors: Record<string, string>;
  onChange: (rules: string[]) => void;
}) {
  const [text, setText] = useState('');
  const add = (rule: string) => {
    const value = rule.trim();
    if (!value || rules.includes(value)) return;
    onChange([...rules, value]);
    setText('');
  };
  return (
    <fieldset className="space-y-3">
      <legend className="font-medium">House rules (optional)</legend>
      <div className="flex gap-2">
        <Input
          aria-label="New rule"
          value={text}
          maxLength={gameLimits.ruleMax + 50}
          placeholder="Type a rule and press Enter"
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add(text);
            }
          }}
        />
        <Button type="button" variant="secondary" disabled={!text.trim()} onClick={() => add(text)}>
          <Plus aria-hidden /> Add rule
        </Button>
      </div>
      {rules.length > 0 && (
        <ol className="space-y-1">
          {rules.map((rule, i) => (
            <li key={rule} className="text-sm">
              <div className="flex items-center gap-2 rounded-md bg-stone-50 px-3 py-1.5">
                <span className="flex-1">{rule}</span>
                <button
                  type="button"
                  aria-label={`Remove rule ${i + 1}`}
                  onClick={() => onChange(rules.filter((_, j) => j !== i))}
                  className="rounded p-1 hover:bg-stone-200"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
              {errors[`rules.${i}`] && <p className="text-red-700">{errors[`rules.${i}`]}</p>}
            </li>
          ))}
        </ol>
      )}
      <div className="flex flex-wrap gap-1.5">
        {commonRules.map((rule) => (
          <button
            key={rule}
            type="button"
            disabled={rules.includes(rule)}
            onClick={() => add(rule)}
            className="rounded-full border border-stone-300 px-2.5 py-1 text-xs hover:bg-stone-50 disabled:opacity-40"
          >
            + {rule}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
