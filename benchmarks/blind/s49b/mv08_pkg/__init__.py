"""Predicting which soap-froth bubbles become neighbours after coarsening (link prediction, sampled GraphSAGE)."""
