"""Bell tower practice analytics: predict each ringer's striking error (ms) in a touch of changes."""
