"""Semi-supervised node classification with a two-layer GCN."""
