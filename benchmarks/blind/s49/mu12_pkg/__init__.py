"""Separate marble clacks from track rumble in a wooden marble-run (two-source mask separation)."""
