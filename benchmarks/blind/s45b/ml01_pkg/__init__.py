"""Per-athlete hit-probability model for biathlon range sessions (multi-task, shared trunk)."""
