"""Adversarially robust ranking of kite-flying spots (learned gust perturbations of spot embeddings)."""
