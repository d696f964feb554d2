"""Biased matrix factorisation for explicit ratings, written with raw tensors."""
