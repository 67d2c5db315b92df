-- The number in "Deleted player <n>": what a deleted account becomes in other people's ledgers,
-- tournaments and standings (docs/security.md, "Account deletion"; decision 0028). Given once per
-- deleted account by the deletion's transaction; no table keeps who it was.
CREATE SEQUENCE "deleted_player_numbers";
