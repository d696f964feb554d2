"""Lithography hotspot detection on metal-layer layout clips with a multi-scale CNN."""
