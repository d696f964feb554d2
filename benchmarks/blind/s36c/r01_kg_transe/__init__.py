"""TransE knowledge-graph embeddings on a small synthetic graph."""
