"""Cross-dating tree-ring series against a regional master chronology."""
