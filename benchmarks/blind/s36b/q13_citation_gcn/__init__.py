"""Semi-supervised node classification on a small citation graph (Kipf & Welling style)."""
