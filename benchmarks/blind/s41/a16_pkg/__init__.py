"""Morphological reinflection (SIGMORPHON-style) for an invented agglutinative language:
lemma + feature bundle -> inflected form, with a small Transformer encoder-decoder."""
