"""Bundle-adjusting radiance field of a dandelion seed head (clock) shot hand-held."""
