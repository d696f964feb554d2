"""Differentially private classification of cardiotocography (CTG) summaries."""
