"""Greenhouse tomato weekly yield from climate set-points, with an input-gradient penalty that keeps
the response monotone in CO2 and light (growers use the model to pick set-points)."""
