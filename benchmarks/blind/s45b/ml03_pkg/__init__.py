"""Reptile meta-learning of sitar sympathetic-string (taraf) response curves."""
