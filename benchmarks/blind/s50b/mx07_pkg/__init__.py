"""Marble-run lap time and jump success: multi-task prompt tuning of a frozen GRU."""
