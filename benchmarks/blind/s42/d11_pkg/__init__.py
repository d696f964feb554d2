"""Gondola-lift cabin sway alarm from cabin accelerometers (self-supervised encoder + linear probe)."""
