"""Mean-teacher semi-supervised classification of spinning-top wobble regimes."""
