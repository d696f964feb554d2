"""Bag-of-embeddings text classifier on a home-made LitModule / Runner pair."""
