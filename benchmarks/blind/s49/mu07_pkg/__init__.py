"""MetricGAN+ style removal of hand-crank coffee-grinder crunch from barista voice notes."""
