"""Mean-teacher + prototype consistency on bathtub drain-vortex tracer tracks."""
