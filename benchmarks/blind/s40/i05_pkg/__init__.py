"""Nuclei segmentation (background / interior / boundary) on synthetic H&E-like tiles."""
