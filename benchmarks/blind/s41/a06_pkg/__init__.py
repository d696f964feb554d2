"""Grapheme-to-phoneme conversion for a synthetic pronunciation lexicon."""
