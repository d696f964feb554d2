"""Churchyard lichen survey: cover of nitrogen-sensitive lichens on headstones, as an
indicator of air quality, from stone properties and the churchyard's location."""
