"""Heat-pump tumble dryer: residual moisture, remaining cycle time and lint-filter clogging."""
