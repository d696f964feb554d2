"""Popcorn popping: causal-conv prior over quantised gaps between pops."""
