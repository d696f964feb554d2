"""Jigsaw-style toxic comment classification with an EmbeddingBag baseline."""
