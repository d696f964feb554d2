"""Frost growth on a cold windowpane: message passing between ice nucleation sites."""
