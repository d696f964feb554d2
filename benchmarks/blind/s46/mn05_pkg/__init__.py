"""Mean-teacher semi-supervised classification of ice cubes melting in a drink."""
