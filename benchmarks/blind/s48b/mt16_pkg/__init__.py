"""Physics-regularised surrogate of a bread slice browning in a pop-up toaster."""
