"""Soft actor-critic that shakes a snow globe just enough to keep the glitter drifting mid-globe."""
