"""Marble-run gate timings: VQ tokenizer, then a GRU prior on its (frozen) codes."""
