/**
 * The options of a select that picks a player by name: the prompt (an empty value, so nothing is
 * chosen until the host picks), then one option a player.
 */
export function PlayerOptions({
  prompt,
  players,
}: {
  prompt: string;
  players: { id: string; name: string }[];
}) {
  return (
    <>
      <option value="">{prompt}</option>
      {players.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </>
  );
}
