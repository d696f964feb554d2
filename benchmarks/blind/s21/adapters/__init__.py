"""Low-rank adapters on a frozen token tagger (functional style)."""
