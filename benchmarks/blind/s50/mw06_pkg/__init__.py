"""Coarse-to-fine field + camera refinement for a paper origami crane on a turntable."""
