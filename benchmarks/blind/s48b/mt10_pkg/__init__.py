"""Neural ODE for coffee cooling in a mug, with and without its lid."""
