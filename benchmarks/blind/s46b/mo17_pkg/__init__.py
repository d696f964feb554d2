"""Playground swing pumping: GRU prior over k-means codes of the swing angle."""
