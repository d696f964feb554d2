"""Guitar top plates: predict free-plate tap-tone modes from wood and carving data."""
