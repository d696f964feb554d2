"""Small CNN on synthetic shapes with activation probes attached through forward hooks."""
