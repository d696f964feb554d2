"""PINN inverse problem: thermal diffusivity of a frosting single-glazed window."""
