"""Coarse-to-fine radiance field of an iridescent soap bubble (thin-film colours depend on view)."""
