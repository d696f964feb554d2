"""Daily sap yield of a tapped sugar-maple stand, with a flatness (gradient-norm) penalty."""
