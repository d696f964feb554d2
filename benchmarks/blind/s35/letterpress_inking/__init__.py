"""Letterpress studio: solid ink density and dot gain of a print run from press settings,
ink film and paper stock."""
