"""Physics-informed network for the viscous Burgers equation on [-1, 1] x [0, 1]."""
