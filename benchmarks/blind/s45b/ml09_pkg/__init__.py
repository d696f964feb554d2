"""Windsurf sail trim (downhaul, outhaul) per beach, with a beach-invariant shared encoder.

Adversarial multi-task learning: per-beach heads on a shared representation, and a
beach critic that the encoder learns to fool (ASP-MTL style).
"""
