"""Which sites of a tabletop sandpile topple when one more grain is dropped (GCN on the grid graph)."""
