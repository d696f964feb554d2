"""Bake-outcome classifier for a wood-fired pizza oven (under-baked / good / charred)."""
