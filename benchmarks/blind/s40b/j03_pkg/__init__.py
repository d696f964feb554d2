"""Cicada song synthesis: a 1-D GAN over amplitude envelopes of calling-song bouts."""
