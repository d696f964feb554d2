"""Node classification on a synthetic stochastic-block-model graph."""
