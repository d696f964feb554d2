"""Glaze-recipe recommender for studio potters (BPR matrix factorisation + glaze chemistry tower)."""
