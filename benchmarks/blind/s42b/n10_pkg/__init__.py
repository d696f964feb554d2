"""Box-office multi-task model: no-shows, seat-upgrade offers and interval bar spend."""
