"""Loaf volume from a bread recipe (set of ingredients with baker's percentages), with sparsemax
attention over the ingredients so that the model names the few that matter."""
