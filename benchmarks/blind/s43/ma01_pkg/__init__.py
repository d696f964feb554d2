"""Handshape recognition from data-glove recordings, learned signer by signer (A-GEM)."""
