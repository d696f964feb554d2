"""A small causal language model over generated SQL queries (tied input/output embeddings)."""
